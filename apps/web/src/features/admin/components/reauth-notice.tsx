import { type Ref, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { startSignIn } from '../../../lib/sign-in';

/**
 * The API refused a change because the operator's sign-in is too old for it (403
 * reauth_required: 30 minutes for refunds, cancellations, "Show" and publishing, 12 hours for
 * the rest): its message, and the normal sign-in, which comes back to this page. `onSignIn`
 * runs first, to keep what the operator typed (member-action-draft.ts).
 */
export function ReauthNotice({
  message,
  ref,
  onSignIn,
}: {
  message: string;
  ref?: Ref<HTMLDivElement>;
  onSignIn?: () => void;
}) {
  const { pathname, search } = useLocation();
  const started = useRef(false);
  const signInAgain = () => {
    if (started.current) return;
    started.current = true;
    onSignIn?.();
    startSignIn(`${pathname}${search}`);
  };
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 outline-none focus-visible:outline-2 focus-visible:outline-amber-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{message}</p>
      <Button className="shrink-0" onClick={signInAgain}>
        Sign in again
      </Button>
    </div>
  );
}
