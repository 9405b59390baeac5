import type { BillingDetails } from '@arx/contracts';
import { formatExpiry } from '../billing-format';
import { BillingCard } from './billing-card';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PaymentMethodCard({ method }: { method: BillingDetails['paymentMethod'] }) {
  return (
    <BillingCard title="Payment Method">
      {method ? (
        <>
          <p className="font-semibold text-ink text-lg">
            <span aria-hidden="true">
              {capitalize(method.brand)} •••• {method.last4}
            </span>
            <span className="sr-only">
              {capitalize(method.brand)} ending in {method.last4}
            </span>
          </p>
          <p className="mt-1 text-slate-700 text-sm">Expires {formatExpiry(method.expiryMonth, method.expiryYear)}</p>
        </>
      ) : (
        <p className="text-slate-700">No payment method on file</p>
      )}
    </BillingCard>
  );
}

export function BillingAddressCard({ address }: { address: BillingDetails['billingAddress'] }) {
  const cityLine = address ? [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')] : [];
  const lines = address
    ? [address.street, address.street2, cityLine.filter(Boolean).join(', '), address.country].filter(Boolean)
    : [];
  return (
    <BillingCard title="Billing Address">
      {lines.length > 0 ? (
        <address className="text-slate-700 not-italic leading-relaxed">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-slate-700">No billing address on file</p>
      )}
    </BillingCard>
  );
}
