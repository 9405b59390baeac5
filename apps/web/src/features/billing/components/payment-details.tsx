import type { BillingDetails } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatExpiry } from '../billing-format';
import { BillingCard } from './billing-card';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PaymentMethodCard({ method }: { method: BillingDetails['paymentMethod'] }) {
  const { t } = useLingui();
  return (
    <BillingCard title={t`Payment Method`}>
      {method ? <CardOnFile method={method} /> : <p className="text-slate-700">{t`No payment method on file`}</p>}
    </BillingCard>
  );
}

function CardOnFile({ method }: { method: NonNullable<BillingDetails['paymentMethod']> }) {
  // The card's brand (Visa, Mastercard) is a name: it is not translated.
  const brand = capitalize(method.brand);
  const last4 = method.last4;
  const expiry = formatExpiry(method.expiryMonth, method.expiryYear);
  return (
    <>
      <p className="font-semibold text-ink text-lg">
        <span aria-hidden="true">
          {brand} •••• {last4}
        </span>
        <span className="sr-only">
          <Trans>
            {brand} ending in {last4}
          </Trans>
        </span>
      </p>
      <p className="mt-1 text-slate-700 text-sm">
        <Trans>Expires {expiry}</Trans>
      </p>
    </>
  );
}

export function BillingAddressCard({ address }: { address: BillingDetails['billingAddress'] }) {
  const { t } = useLingui();
  const cityLine = address ? [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')] : [];
  const lines = address
    ? [address.street, address.street2, cityLine.filter(Boolean).join(', '), address.country].filter(Boolean)
    : [];
  return (
    <BillingCard title={t`Billing Address`}>
      {lines.length > 0 ? (
        <address className="text-slate-700 not-italic leading-relaxed">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-slate-700">
          <Trans>No billing address on file</Trans>
        </p>
      )}
    </BillingCard>
  );
}
