import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useSearchParams } from '../../../lib/router';

/** Pass-sharing links live for 10 minutes (docs/product.md §9). */
const PASS_LINK_MINUTES = 10;

/** Only a plain token is echoed back, so the page never shows arbitrary text from a link. */
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function PassExpiredScreen() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const reference = code && REFERENCE_PATTERN.test(code) ? code : null;

  return (
    <StatusScreen
      icon={
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 6v6l4 2" />
        </>
      }
      title="This pass link has expired"
      actions={
        <>
          <ButtonLink to="/login">Log In to Request New Link</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Go to Home Page
          </ButtonLink>
        </>
      }
    >
      <p className="mt-3 text-slate-700">
        For your security, pass-sharing links expire after {PASS_LINK_MINUTES} minutes.
      </p>
      <p className="mt-2 text-slate-700">
        To get a new one, log in to your member dashboard and share your pass again, or ask the member who sent you this
        link to send a new one.
      </p>
      {reference && <p className="mt-4 font-mono text-slate-600 text-sm">Reference: {reference}</p>}
    </StatusScreen>
  );
}
