/**
 * Account rules shared by the API and the web app, without zod (the web imports this file at
 * runtime through `@arx/contracts/account`, which keeps zod out of the browser bundle).
 */

/** The word the member types to confirm; the dialog and the API agree on it. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const ACCOUNT_MESSAGES = {
  confirmationRequired: `To delete your account, send {"confirm":"${DELETE_ACCOUNT_CONFIRMATION}"}.`,
  cancelFailed:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.',
  customerDeleteFailed:
    'We could not remove your billing details from the payment provider, so nothing was deleted. Please try again in a few minutes.',
  /** Deleting asks for a sign-in of the last few minutes (the token's issue time); answered 403. */
  signInAgain: 'Please sign in again to delete your account',
  deleted: 'Your account has been deleted.',
  /** 401: the account was deleted meanwhile (in another tab, say); the web then goes to sign-in. */
  accountDeleted: 'This account has been deleted',
} as const;

/** The export's file name for a day (UTC), e.g. arx-account-export-2030-01-31.json. */
export function accountExportFileName(date: Date): string {
  return `arx-account-export-${date.toISOString().slice(0, 10)}.json`;
}
