import { accessRefusal, canAccess, isAdminTypeRole, isLimitedRole, type AccessSubject } from './access';

const admin: AccessSubject = { type: 'STANDARD', role: 'Admin', privileges: ['INVOICES_READ'] };
const reporting: AccessSubject = { type: 'STANDARD', role: 'REPORTING_ONLY', privileges: ['INVOICES_READ'] };

describe('access rules', () => {
  it('lets a client admin into an area that needs a privilege they hold', () => {
    expect(canAccess(admin, { privileges: ['INVOICES_READ'] })).toBe(true);
  });

  it('keeps a user out of an area that needs a privilege they lack', () => {
    expect(canAccess(admin, { privileges: ['INVOICES_READ', 'NOTIFICATIONS_READ'] })).toBe(false);
  });

  it('shows reporting-only users only what is open to limited roles', () => {
    expect(canAccess(reporting, { privileges: ['INVOICES_READ'] })).toBe(false);
    expect(canAccess(reporting, { forLimitedRoles: true })).toBe(true);
  });

  it('checks roles when a requirement names them', () => {
    expect(canAccess(admin, { roles: ['BeaconAdmin'] })).toBe(false);
    expect(canAccess({ ...admin, type: 'INTERNAL', role: 'BeaconAdmin' }, { roles: ['BeaconAdmin'] })).toBe(true);
  });

  it("keeps a client's data for users who accepted the terms of use, when the subject says", () => {
    const clientData = { forLimitedRoles: true, clientData: true };
    expect(canAccess({ ...admin, termsOfUseAccepted: true }, clientData)).toBe(true);
    expect(canAccess({ ...admin, termsOfUseAccepted: false }, clientData)).toBe(false);
    expect(canAccess({ ...admin, termsOfUseAccepted: false }, { forLimitedRoles: true })).toBe(true);
  });

  it('names the first rule a user fails, so that a refusal can say why', () => {
    const newcomer: AccessSubject = { ...reporting, termsOfUseAccepted: false };
    expect(accessRefusal(newcomer, { roles: ['Admin'], clientData: true })).toBe('terms');
    expect(accessRefusal(reporting, { roles: ['Admin'], privileges: ['NOTIFICATIONS_READ'] })).toBe('role');
    expect(accessRefusal(reporting, { privileges: ['NOTIFICATIONS_READ'], forLimitedRoles: true })).toBe('privilege');
    expect(accessRefusal(reporting, { clientData: true })).toBe('limited-role');
    expect(accessRefusal(reporting, { clientData: true, forLimitedRoles: true })).toBeNull();
  });

  it('knows the limited and the admin-type roles the server declares', () => {
    expect(isLimitedRole('REPORTING_ONLY') && isLimitedRole('FRANCHISEE')).toBe(true);
    expect(isLimitedRole('Admin')).toBe(false);
    expect(isAdminTypeRole('PartnerSolutions')).toBe(true);
    expect(isAdminTypeRole('FRANCHISEE')).toBe(false);
  });
});
