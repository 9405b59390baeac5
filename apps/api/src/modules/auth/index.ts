// The auth module's entry point: what other modules may use (docs/architecture.md §1).
export { isOperatorEmail } from './auth.service';
export { type AuthGuards, caller, deletedUserKey } from './require-auth';
export type { VerifiedToken } from './token-service';
export { findUserById, saveLocale, saveTimeZone, toUser, type UserRecord } from './user-accounts';
