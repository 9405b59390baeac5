import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { isCatalogChanged, isPublishConflict } from '../api/publish-catalog-upload';
import { ReauthNotice } from './reauth-notice';

const CHANGED =
  'Someone published a catalogue since this diff was made, so nothing was published. Check again to see what it would change now.';
const BOX = 'rounded-lg border p-4 font-medium outline-none focus-visible:outline-2';

type Props = {
  /** The server's message after publishing or rolling back. */
  message: string | null;
  error: unknown;
  /** Reads the diff again after a 409. */
  onRecheck: () => void;
  fallback: string;
};

/**
 * What came of a publish or a roll back, where the operator pressed it. Focus moves here, since
 * the dialog that asked has closed and the page below may have changed.
 */
export function CatalogOutcome({ message, error, onRecheck, fallback }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message || error) box.current?.focus();
  }, [message, error]);

  if (message) {
    return (
      <div
        ref={box}
        role="status"
        tabIndex={-1}
        className={`${BOX} border-emerald-300 bg-emerald-50 text-emerald-900 focus-visible:outline-emerald-700`}
      >
        {message}
      </div>
    );
  }
  if (!error) return null;
  if (isReauthRequired(error)) return <ReauthNotice ref={box} message={error.message} />;
  if (isPublishConflict(error)) {
    return (
      <div
        ref={box}
        role="alert"
        tabIndex={-1}
        className={`${BOX} flex flex-col gap-3 border-amber-300 bg-amber-50 text-amber-900 focus-visible:outline-amber-700 sm:flex-row sm:items-center sm:justify-between`}
      >
        <p>{isCatalogChanged(error) ? CHANGED : error.message}</p>
        <Button variant="secondary" className="shrink-0" onClick={onRecheck}>
          Check again
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className={`${BOX} border-red-200 bg-red-50 text-red-900 focus-visible:outline-red-700`}
    >
      {failureMessage(error, fallback)}
    </div>
  );
}
