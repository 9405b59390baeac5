import type { UpdateLocaleRequest, UpdateLocaleResponse } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';

const SENT_KEY = 'arx_account_locale';

/** What this tab last saved, as "<user id>:<locale>"; sessionStorage, so each visit saves once. */
function alreadySent(userId: number, locale: Locale): boolean {
  try {
    return sessionStorage.getItem(SENT_KEY) === `${userId}:${locale}`;
  } catch {
    return false;
  }
}

function markSent(userId: number, locale: Locale): void {
  try {
    sessionStorage.setItem(SENT_KEY, `${userId}:${locale}`);
  } catch {
    // Private mode without storage: the next page load saves it again, which is harmless.
  }
}

/** PUT /users/me/locale: the language of the member's e-mails, card back and wallet passes. */
export function saveAccountLocale(locale: Locale): Promise<UpdateLocaleResponse> {
  const body: UpdateLocaleRequest = { locale };
  return apiRequest<UpdateLocaleResponse>('/users/me/locale', { method: 'PUT', body });
}

/**
 * The member pages keep the member's account in the language they are read in
 * (docs/decisions/0019-spanish.md): once per visit and language, in the background. A failure
 * changes nothing the member sees; the next visit tries again.
 */
export function useSaveAccountLocale(userId: number | null, locale: Locale): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || alreadySent(userId, locale)) return;
    saveAccountLocale(locale)
      .then(({ changed }) => {
        markSent(userId, locale);
        // The cards' titles are in the account's language: when it changed, ask for them again
        // (the memberships feature's queries all start with this key).
        if (changed) void queryClient.invalidateQueries({ queryKey: ['memberships'] });
      })
      .catch(() => {});
  }, [userId, locale, queryClient]);
}
