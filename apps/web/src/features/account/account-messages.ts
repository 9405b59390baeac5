import { ACCOUNT_MESSAGES } from '@arx/contracts/account';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';
import { translateAccountMessage } from './rule-messages';

export const ACCOUNT_UI_MESSAGES = {
  downloadFailed: msg`Failed to download your data. Please try again.`,
  deleteFailed: msg`Failed to delete your account. Please try again.`,
} as const;

/** The server's own words when it sent some (a provider outage, say), in the page's language; else the fallback. */
export function serverMessage(error: unknown, i18n: I18n, fallback: string): string {
  return error instanceof ApiError && error.body?.message
    ? translateAccountMessage(i18n, error.body.message)
    : fallback;
}

/** The deletion was refused for an old sign-in: the member signs in again, and is not signed out. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.message === ACCOUNT_MESSAGES.signInAgain;
}
