// The memberships module's entry point: what other modules may use (docs/architecture.md §1).
export { cardTitle, fullMemberId, type Household, personCodeLabel, toMembership } from './memberships.mapper';
export {
  ensurePrimaryMembership,
  findHouseholdMemberships,
  findPrimaryMembership,
  type HouseholdMember,
  type MembershipRecord,
  type ProductRecord,
  type ProfileFields,
} from './memberships.repository';
export { loadHousehold } from './memberships.service';
export { decryptProfileFields, encryptProfileFields } from './profile-fields-codec';
