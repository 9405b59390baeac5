// The consent module's entry point: what other modules may use (docs/architecture.md §1).
export {
  CONSENT_RETENTION_YEARS,
  type ConsentRecord,
  findConsents,
  markMembershipEnded,
  type NewConsent,
  purgeExpiredConsents,
  recordConsent,
} from './consent.repository';
