import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast';

/** docs/product.md §9: the "Copied!" feedback shows for 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;
const COPY_SUCCESS = msg`Member ID copied to clipboard!`;
const COPY_FAILURE = msg`Failed to copy Member ID`;

async function writeToClipboard(text: string): Promise<void> {
  // Missing outside secure contexts and in some embedded browsers: that is a failure too.
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
  await navigator.clipboard.writeText(text);
}

export function CopyMemberIdButton({ memberId }: { memberId: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    try {
      await writeToClipboard(memberId);
      setCopied(true);
      toast.show(i18n._(COPY_SUCCESS), 'success');
    } catch {
      setCopied(false);
      toast.show(i18n._(COPY_FAILURE), 'error');
    }
  };

  return (
    <span className="inline-flex items-center gap-1 print:hidden">
      <button
        type="button"
        onClick={onCopy}
        aria-label={t`Copy member ID`}
        className="-my-2 inline-flex size-11 items-center justify-center rounded-lg text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        {copied ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className="size-5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
          >
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h8" />
          </svg>
        )}
      </button>
      {/* The toast tells screen readers; this is the glance-level confirmation next to the number. */}
      <span aria-hidden="true" className="min-w-14 font-semibold text-white text-xs">
        {copied ? <Trans>Copied!</Trans> : ''}
      </span>
    </span>
  );
}
