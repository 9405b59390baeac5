import { type BillingDetails, centsToDollars, type InvoiceListResponse } from '@arx/contracts';
import { BILLING_MESSAGES } from '@arx/contracts/billing-messages';
import { AppError } from '../../errors/app-error';
import { appUrlIn, type InEachLanguage, type Locale } from '../../lib/i18n/languages';
import { invoiceLines } from './invoice-lines';
import { providerBillingDetails } from './provider-billing-cache';
import { type PaymentDeps, withProvider } from './provider-calls';
import { providerInvoicePage } from './provider-invoice-cache';
import { ensureAllProviderPrices } from './provider-prices';
import { displayStatus, findCustomerAndLocale, findSubscriptionAccount } from './subscription-account.repository';

/** What the billing page calls a subscription whose plan is gone from the catalogue. */
const NO_PLAN_NAME: InEachLanguage<string> = { en: 'Membership', es: 'Membresía' };

/** Our subscription, plus the card and address the provider holds (docs/product.md §3 Billing details). */
export async function billingDetails(deps: PaymentDeps, userId: number): Promise<BillingDetails> {
  const account = await findSubscriptionAccount(deps.db, userId);
  const current = account?.current;
  const customerId = account?.customerId;
  if (!current || !customerId) {
    return { hasSubscription: false, subscription: null, paymentMethod: null, billingAddress: null };
  }
  const s = current.subscription;
  const provider = await withProvider(() => providerBillingDetails(deps.payments, customerId));
  const address = provider.billingAddress;
  return {
    hasSubscription: true,
    subscription: {
      planName: current.planName ?? NO_PLAN_NAME[account.locale],
      status: displayStatus(s),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      cancelAt: s.cancelAt?.toISOString() ?? (s.cancelAtPeriodEnd ? (s.currentPeriodEnd?.toISOString() ?? null) : null),
      canceledAt: s.canceledAt?.toISOString() ?? null,
      billingCycle:
        s.billingInterval === 'year'
          ? 'annual'
          : s.billingInterval === 'month'
            ? 'monthly'
            : (s.billingInterval ?? 'monthly'),
      amount: centsToDollars(s.amountCents),
      currency: s.currency,
      trialEnd: s.trialEnd?.toISOString() ?? null,
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    },
    paymentMethod: provider.paymentMethod
      ? {
          brand: provider.paymentMethod.brand,
          last4: provider.paymentMethod.last4,
          expiryMonth: provider.paymentMethod.expMonth,
          expiryYear: provider.paymentMethod.expYear,
        }
      : null,
    billingAddress: address
      ? {
          street: address.line1,
          street2: address.line2,
          city: address.city,
          state: address.state,
          zipCode: address.postalCode,
          country: address.country,
        }
      : null,
  };
}

/**
 * The member's invoices, worded in their saved language; `locale` words them in another (the
 * back office reads English).
 */
export async function invoices(
  deps: PaymentDeps,
  userId: number,
  query: { limit: number; starting_after?: string },
  { locale: wordedIn }: { locale?: Locale } = {},
): Promise<InvoiceListResponse> {
  const account = await findCustomerAndLocale(deps.db, userId);
  const customerId = account?.customerId;
  if (!account || !customerId) return { invoices: [], has_more: false };
  const locale = wordedIn ?? account.locale;
  const page = await withProvider(() =>
    providerInvoicePage(deps.payments, { customerId, limit: query.limit, startingAfter: query.starting_after }),
  );
  const lines = await invoiceLines(deps.db, page.invoices, locale);
  return {
    invoices: page.invoices.map((i, n) => ({
      id: i.id,
      date: i.created.toISOString(),
      description: lines[n] ?? i.description,
      number: i.number,
      amount: centsToDollars(i.amountCents),
      currency: i.currency,
      status: i.status,
      paid: i.status === 'paid',
      amountRefunded: centsToDollars(i.amountRefundedCents),
      pdfUrl: deps.payments.invoiceLinkIn(i, locale),
    })),
    has_more: page.hasMore,
  };
}

/**
 * A link to the provider's billing portal for this member, in their language, coming back to
 * their billing page in it.
 */
export async function portalUrl(deps: PaymentDeps, userId: number): Promise<string> {
  const account = await findCustomerAndLocale(deps.db, userId);
  const customerId = account?.customerId;
  if (!account || !customerId) throw new AppError('not_found', BILLING_MESSAGES.noBillingAccount);
  await ensureAllProviderPrices(deps);
  const { locale } = account;
  const returnUrl = appUrlIn(deps.config.appUrl, '/billing', locale);
  const session = await withProvider(() => deps.payments.createPortalSession({ customerId, returnUrl, locale }));
  return session.url;
}
