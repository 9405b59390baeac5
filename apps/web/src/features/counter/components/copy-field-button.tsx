import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** How long "Copied" stays on the button. */
export const COPIED_MS = 2000;

/**
 * Copies one card field (the pharmacist may ask for it by text message or chat). The button's own
 * text turns to "Copied", and a status line says which field was copied for screen readers.
 */
export function CopyFieldButton({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copied = t`${label} copied`;

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onCopy = async () => {
    try {
      // Missing outside secure contexts and in some embedded browsers: that is a failure too.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onCopy}
        aria-label={state === 'copied' ? copied : t`Copy ${label}`}
        className="inline-flex min-h-12 min-w-20 shrink-0 items-center justify-center rounded-lg border-2 border-slate-950 bg-white px-3 font-bold text-lg text-slate-950 hover:bg-slate-100 focus-visible:outline-4 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      >
        {state === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? copied : state === 'failed' ? t`Could not copy ${label}` : ''}
      </span>
    </>
  );
}
