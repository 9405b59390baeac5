import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { getBillingPortal } from '../api/get-billing-portal';
import { translateBillingMessage } from '../rule-messages';

export const PORTAL_NO_URL = msg`Unable to open billing portal. No URL returned.`;
export const PORTAL_ERROR = msg`Unable to open billing portal. Please try again later.`;

/** Opens the payment provider's billing portal in a new tab (docs/product.md §2, §8). */
export function ManageBillingButton() {
  const { i18n } = useLingui();
  const [isOpening, setOpening] = useState(false);

  const openPortal = async () => {
    setOpening(true);
    try {
      const { portalUrl } = await getBillingPortal();
      if (portalUrl) window.open(portalUrl, '_blank', 'noopener');
      else window.alert(i18n._(PORTAL_NO_URL));
    } catch (error) {
      const message = error instanceof ApiError ? error.body?.message : undefined;
      // The server's own words, in the page's language (docs/product.md §8).
      window.alert(message ? translateBillingMessage(i18n, message) : i18n._(PORTAL_ERROR));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button onClick={() => void openPortal()} disabled={isOpening} aria-busy={isOpening || undefined}>
      {isOpening ? (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-4"
        >
          <path d="M14 3h7v7M10 14 21 3M21 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5" />
        </svg>
      )}
      <Trans>
        Manage Billing
        <span className="sr-only"> (opens in a new tab)</span>
      </Trans>
    </Button>
  );
}
