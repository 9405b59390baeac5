import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';

/** Pass-sharing links live for 10 minutes (docs/product.md §9). */
const PASS_LINK_MINUTES = 10;

/** Only a plain token is echoed back, so the page never shows arbitrary text from a link. */
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function PassExpiredScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('code');
  const reference = code && REFERENCE_PATTERN.test(code) ? code : null;
  const minutes = PASS_LINK_MINUTES;

  return (
    <StatusScreen
      icon={
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 6v6l4 2" />
        </>
      }
      title={t`This pass link has expired`}
      actions={
        <>
          <ButtonLink to="/login">
            <Trans>Log In to Request New Link</Trans>
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            <Trans>Go to Home Page</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className="mt-3 text-slate-700">
        <Trans>For your security, pass-sharing links expire after {minutes} minutes.</Trans>
      </p>
      <p className="mt-2 text-slate-700">
        <Trans>
          To get a new one, log in to your member dashboard and share your pass again, or ask the member who sent you
          this link to send a new one.
        </Trans>
      </p>
      {reference && (
        <p className="mt-4 font-mono text-slate-600 text-sm">
          <Trans>Reference: {reference}</Trans>
        </p>
      )}
    </StatusScreen>
  );
}
