import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { safePath } from '../../../lib/safe-path';
import { DEFAULT_RETURN_PATH, signInUrl } from '../../../lib/sign-in';
import { supportMailto } from '../../../lib/site';
import { AUTH_ERRORS, authErrorCode, authErrorDescription } from '../auth-errors';

/**
 * Where the sign-in provider sends a visitor when sign-in fails (docs/product.md §2, §8). The redirect
 * query only ever names a path on this site, so a crafted link cannot send anyone elsewhere.
 */
export function AuthErrorScreen() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const error = params.get('error');
  const code = authErrorCode(error);
  const entry = AUTH_ERRORS[code];
  const redirect = safePath(params.get('redirect') ?? DEFAULT_RETURN_PATH, DEFAULT_RETURN_PATH);

  return (
    <StatusScreen
      tone="warning"
      icon={
        <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0zM12 9v4M12 17h.01" />
      }
      title={i18n._(entry.title)}
      actions={
        <>
          {entry.action === 'sign-in' && (
            <a href={signInUrl(redirect)} className={buttonClasses('primary')}>
              {i18n._(entry.actionLabel)}
            </a>
          )}
          {entry.action === 'contact-support' && (
            // The e-mail's subject stays in English: it is for the support team.
            <a href={supportMailto(`Sign-in problem (${code})`)} className={buttonClasses('primary')}>
              {i18n._(entry.actionLabel)}
            </a>
          )}
          <Link to="/" className={buttonClasses(entry.action === 'go-home' ? 'primary' : 'secondary')}>
            <Trans>Go home</Trans>
          </Link>
        </>
      }
    >
      <p className="mt-3 text-slate-700">{authErrorDescription(error, params.get('message'), i18n)}</p>
      <p className="mt-4 rounded-md bg-slate-100 px-3 py-1 font-mono text-slate-700 text-sm">
        <Trans>Error code: {code}</Trans>
      </p>
    </StatusScreen>
  );
}
