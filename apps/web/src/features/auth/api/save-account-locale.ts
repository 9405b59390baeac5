import type { UpdateLocaleRequest, UpdateLocaleResponse } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { redirectToChosenLanguage, savedLocaleChoice, saveLocaleChoice } from '../../../lib/i18n/saved-locale';

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
 * The member pages keep the member's account in the language chosen on this device (the switch,
 * or Spanish pages read: docs/decisions/0019-spanish.md): once per visit and language, in the
 * background. A device where no language was chosen saves nothing: it takes the account's
 * language instead (`accountLocale`, from the token), so a member who chose Spanish elsewhere and
 * signs in here reads Spanish, and their e-mails stay Spanish. A failure changes nothing the
 * member sees; the next visit tries again.
 */
export function useSaveAccountLocale(userId: number | null, locale: Locale, accountLocale: Locale | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || alreadySent(userId, locale)) return;
    if (savedLocaleChoice() === null) {
      if (accountLocale && accountLocale !== locale) {
        saveLocaleChoice(accountLocale);
        redirectToChosenLanguage();
      }
      return;
    }
    saveAccountLocale(locale)
      .then(({ changed }) => {
        markSent(userId, locale);
        // The cards' titles, the plan's name and the invoices' lines are in the account's
        // language: when it changed, ask for them again (each feature's keys start so).
        if (!changed) return;
        for (const key of ['memberships', 'subscriptions', 'billing']) {
          void queryClient.invalidateQueries({ queryKey: [key] });
        }
      })
      .catch(() => {});
  }, [userId, locale, accountLocale, queryClient]);
}
