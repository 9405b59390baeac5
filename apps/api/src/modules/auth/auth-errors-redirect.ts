import type { SignInErrorCode } from '@arx/contracts';

/** Where a failed sign-in lands: the web app's error screen, the return target preserved. */
export function signInErrorUrl(appUrl: string, code: SignInErrorCode, redirect: string, message?: string): string {
  const params = new URLSearchParams({ error: code, redirect });
  if (message) params.set('message', message);
  return `${appUrl}/auth/error?${params.toString()}`;
}
