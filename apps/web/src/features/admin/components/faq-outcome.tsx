import { useEffect, useRef } from 'react';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { ReauthNotice } from './reauth-notice';

type Props = {
  /** What the API said of the last change that worked; empty for nothing. */
  notice: string;
  /** The last change's failure, or null. */
  problem: unknown;
  /** Asks for focus on what is said (a new object each time): the button that was pressed has gone. */
  focus: { on: 'notice' | 'problem' } | null;
};

/**
 * What became of the FAQ editor's last change, above the list. The status region is always there,
 * so a screen reader hears a message put in it even where focus stays put (a move).
 */
export function FaqOutcome({ notice, problem, focus }: Props) {
  const noticeBox = useRef<HTMLDivElement>(null);
  const problemBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus) (focus.on === 'notice' ? noticeBox : problemBox).current?.focus();
  }, [focus]);

  return (
    <>
      <div
        ref={noticeBox}
        role="status"
        tabIndex={-1}
        className={
          notice
            ? 'mb-4 scroll-mt-24 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 outline-none focus-visible:outline-2 focus-visible:outline-emerald-700'
            : 'outline-none'
        }
      >
        {notice && (
          <>
            <p className="font-medium">{notice}</p>
            {/* The public list may be kept by a browser for 30 seconds (its Cache-Control). */}
            <p className="mt-1 text-sm">Visitors see the change on the FAQ page within about 30 seconds.</p>
          </>
        )}
      </div>
      {problem !== null &&
        (isReauthRequired(problem) ? (
          <div className="mb-4">
            <ReauthNotice ref={problemBox} message={problem.message} />
          </div>
        ) : (
          <div
            ref={problemBox}
            role="alert"
            tabIndex={-1}
            className="mb-4 scroll-mt-24 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {failureMessage(problem, 'That did not work. Please try again.')}
          </div>
        ))}
    </>
  );
}
