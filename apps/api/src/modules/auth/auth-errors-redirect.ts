import type { SignInErrorCode } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { appUrlIn } from '../../lib/i18n/languages';

/**
 * Where a failed sign-in lands: the web app's error screen, in `locale` (/es/auth/error for
 * Spanish), the return target preserved. The message is the API's English (SIGN_IN_MESSAGES);
 * the screen shows it in its own language.
 */
export function signInErrorUrl(
  appUrl: string,
  code: SignInErrorCode,
  redirect: string,
  message?: string,
  locale: Locale = 'en',
): string {
  const params = new URLSearchParams({ error: code, redirect });
  if (message) params.set('message', message);
  return appUrlIn(appUrl, `/auth/error?${params.toString()}`, locale);
}
