// `@beacon/shared/access`: who may see what (spec section 6), and the advertisers a signed-in user may open.
export {
  canAccess,
  isAdminTypeRole,
  isLimitedRole,
  type AccessRequirement,
  type AccessSubject,
  type Role,
} from './access';
export { AdvertiserGate, type Advertiser, type AdvertiserContext } from './advertiser-gate';
