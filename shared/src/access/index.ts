// `@beacon/shared/access`: who may see what (spec section 6), and the advertisers a signed-in user may open. The
// rule itself is the contract's, which the server calls too.
export { canAccess, isAdminTypeRole, isLimitedRole, type AccessSubject, type Role } from '@beacon/shared/contract';
export { AdvertiserGate, type Advertiser, type AdvertiserContext } from './advertiser-gate';
