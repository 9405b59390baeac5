import { eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { memberships, priceChanges, prices, products, refunds, subscriptions } from '../../db/schema';
import type { PaymentProvider, ProviderInvoice } from '../../integrations/payments/payment-provider';
import type { Clock } from '../../lib/clock';
import { appUrlIn, type Locale } from '../../lib/i18n/languages';
import { findPrimaryMembership, fullMemberId } from '../memberships';
import { planNameIn } from '../products';
import type { EmailJobPayload } from './email-jobs';
import {
  FALLBACK_NAMES,
  type Recipient,
  type RecipientLoader,
  type Subscription,
  type SubscriptionAbout,
} from './recipients';
import { renderWithName } from './render-cache';
import type { RenderedEmail } from './render-email';
import { renderCancellationConfirmedEmail } from './templates/cancellation-confirmed-email';
import { renderFamilyMemberAddedEmail } from './templates/family-member-added-email';
import { renderPaymentFailedEmail } from './templates/payment-failed-email';
import { renderPriceChangeEmail } from './templates/price-change-email';
import { renderReceiptEmail } from './templates/receipt-email';
import { renderRefundIssuedEmail } from './templates/refund-issued-email';
import { renderRenewalNoticeEmail } from './templates/renewal-notice-email';
import { renderTrialEndingEmail } from './templates/trial-ending-email';
import { renderWelcomeEmail } from './templates/welcome-email';

export type ComposeDeps = {
  db: Database;
  payments: PaymentProvider;
  config: AppConfig;
  clock: Clock;
  /** Reads who an e-mail goes to; a batch's reads are one query (recipients.ts). */
  recipients: RecipientLoader;
};

/** Who an e-mail goes to, and what it says. */
export type ComposedEmail = { to: string; email: RenderedEmail };

const dollars = (cents: number) => Math.round(cents) / 100;
const firstWord = (text: string | null | undefined) => text?.trim().split(/\s+/)[0] || null;

/** The web app's pages an e-mail links to, in the member's language (/es/dashboard for Spanish). */
function links(config: AppConfig, locale: Locale) {
  const page = (path: string) => appUrlIn(config.appUrl, path, locale);
  return {
    dashboard: page('/dashboard'),
    billing: page('/billing'),
    // Opens the cancel dialog on the billing page: cancelling from an e-mail is one click there.
    cancel: page('/billing?cancel=1'),
    plans: page('/register?step=plans'),
  };
}

async function invoiceOf(deps: ComposeDeps, payload: EmailJobPayload): Promise<ProviderInvoice | null> {
  if (!payload.providerInvoiceId) return null;
  return deps.payments.retrieveInvoice(payload.providerInvoiceId);
}

/**
 * The invoice's plan, named in the member's language: the plan its price sells, else its
 * subscription's; the invoice's own words when it has no plan of ours.
 */
async function planNameFor(db: Database, invoice: ProviderInvoice, locale: Locale): Promise<string> {
  const columns = { name: products.name, translations: products.translations };
  const [row] = invoice.priceId
    ? await db
        .select(columns)
        .from(prices)
        .innerJoin(products, eq(products.id, prices.productId))
        .where(eq(prices.stripePriceId, invoice.priceId))
    : invoice.subscriptionId
      ? await db
          .select(columns)
          .from(subscriptions)
          .innerJoin(products, eq(products.id, subscriptions.productId))
          .where(eq(subscriptions.providerSubscriptionId, invoice.subscriptionId))
      : [];
  return row ? planNameIn(locale, row.name, row.translations) : invoice.description;
}

const sameMoment = (a: Date | null, iso: string | undefined) => Boolean(a && iso && a.getTime() === Date.parse(iso));

/**
 * Reads what an e-mail tells about, as it is now, and renders it. Null when there is nothing to
 * send any more: the account was deleted, the trial was cancelled before its notice went, the
 * renewal date moved (the notice for the new date has its own key), the receipt is for $0.
 */
export async function composeEmail(deps: ComposeDeps, payload: EmailJobPayload): Promise<ComposedEmail | null> {
  const found = await deps.recipients({ userId: payload.userId, subscriptionId: payload.subscriptionId });
  if (!found) return null;
  const email = await render(deps, payload, found.to, found.about, links(deps.config, found.to.locale));
  return email ? { to: found.to.email, email } : null;
}

async function render(
  deps: ComposeDeps,
  payload: EmailJobPayload,
  to: Recipient,
  about: SubscriptionAbout | null,
  url: ReturnType<typeof links>,
): Promise<RenderedEmail | null> {
  const { firstName, timeZone, locale } = to;
  switch (payload.template) {
    case 'welcome': {
      const card = await findPrimaryMembership(deps.db, payload.userId);
      if (!card) return null;
      return renderWithName(renderWelcomeEmail, {
        locale,
        firstName,
        memberId: fullMemberId(card),
        groupCode: card.groupCode,
        bin: card.binNumber,
        dashboardUrl: url.dashboard,
      });
    }
    case 'receipt': {
      const invoice = await invoiceOf(deps, payload);
      if (!invoice || invoice.amountCents <= 0) return null;
      return renderWithName(renderReceiptEmail, {
        locale,
        firstName,
        planName: await planNameFor(deps.db, invoice, locale),
        amountPaid: dollars(invoice.amountCents),
        periodStart: invoice.periodStart ?? invoice.created,
        periodEnd: invoice.periodEnd ?? invoice.created,
        timeZone,
        invoiceNumber: invoice.number ?? invoice.id,
        invoiceUrl: deps.payments.invoiceLinkIn(invoice, locale) ?? url.billing,
        billingUrl: url.billing,
      });
    }
    case 'payment-failed': {
      const invoice = await invoiceOf(deps, payload);
      if (!invoice || invoice.status === 'paid') return null;
      return renderWithName(renderPaymentFailedEmail, {
        locale,
        firstName,
        planName: await planNameFor(deps.db, invoice, locale),
        amount: dollars(invoice.amountCents),
        billingUrl: url.billing,
        timeZone,
      });
    }
    case 'trial-ending': {
      if (!about) return null;
      const s = about.subscription;
      if (s.status !== 'trialing' || s.cancelAtPeriodEnd || !sameMoment(s.trialEnd, payload.dueAt)) {
        return null;
      }
      return renderWithName(renderTrialEndingEmail, {
        locale,
        firstName,
        planName: about.planName,
        trialEndsAt: s.trialEnd as Date,
        timeZone,
        amount: dollars(s.amountCents),
        interval: s.billingInterval ?? 'month',
        cancelUrl: url.cancel,
        dashboardUrl: url.dashboard,
      });
    }
    case 'renewal-notice': {
      if (!about) return null;
      const s = about.subscription;
      if (s.status !== 'active' || s.cancelAtPeriodEnd || !sameMoment(s.currentPeriodEnd, payload.dueAt)) {
        return null;
      }
      return renderWithName(renderRenewalNoticeEmail, {
        locale,
        firstName,
        planName: about.planName,
        renewsAt: s.currentPeriodEnd as Date,
        timeZone,
        amount: dollars(s.amountCents),
        cancelUrl: url.cancel,
      });
    }
    case 'price-change': {
      if (!about || !payload.priceChangeId) return null;
      const [change] = await deps.db.select().from(priceChanges).where(eq(priceChanges.id, payload.priceChangeId));
      const s = about.subscription;
      if (!change || !s.currentPeriodEnd) return null;
      return renderWithName(renderPriceChangeEmail, {
        locale,
        firstName,
        planName: about.planName,
        oldAmount: dollars(change.oldAmountCents),
        newAmount: dollars(change.newAmountCents),
        interval: s.billingInterval ?? 'month',
        effectiveAt: s.currentPeriodEnd,
        timeZone,
        cancelUrl: url.cancel,
      });
    }
    case 'cancellation-confirmed': {
      if (!about) return null;
      return cancellationEmail(about.subscription, about.planName, to, url, deps.clock.now());
    }
    case 'refund-issued': {
      if (!payload.refundIds?.length) return null;
      const rows = await deps.db.select().from(refunds).where(inArray(refunds.id, payload.refundIds));
      const mine = rows.filter((r) => r.userId === payload.userId);
      if (mine.length === 0) return null;
      const invoices = await Promise.all(mine.map((r) => deps.payments.retrieveInvoice(r.providerInvoiceId)));
      return renderWithName(renderRefundIssuedEmail, {
        locale,
        firstName,
        amount: dollars(mine.reduce((sum, r) => sum + r.amountCents, 0)),
        invoiceNumbers: invoices.flatMap((i) => (i?.number ? [i.number] : [])),
        billingUrl: url.billing,
      });
    }
    case 'family-member-added': {
      if (!payload.membershipId) return null;
      const [card] = await deps.db.select().from(memberships).where(eq(memberships.id, payload.membershipId));
      if (!card || card.ownerUserId !== payload.userId) return null;
      return renderWithName(renderFamilyMemberAddedEmail, {
        locale,
        firstName,
        memberFirstName: firstWord(card.displayName) ?? FALLBACK_NAMES[locale].familyMember,
        memberId: fullMemberId(card),
        dashboardUrl: url.dashboard,
      });
    }
  }
}

function cancellationEmail(
  s: Subscription,
  planName: string,
  { firstName, timeZone, locale }: Recipient,
  url: ReturnType<typeof links>,
  now: Date,
): Promise<RenderedEmail> | null {
  if (s.cancelAtPeriodEnd && s.status !== 'canceled') {
    const endsAt = s.cancelAt ?? s.currentPeriodEnd;
    if (!endsAt) return null;
    return renderWithName(renderCancellationConfirmedEmail, {
      locale,
      firstName,
      planName,
      plansUrl: url.plans,
      endsAtPeriodEnd: true,
      endsAt,
      keepUrl: url.dashboard,
      timeZone,
    });
  }
  if (s.status === 'canceled') {
    return renderWithName(renderCancellationConfirmedEmail, {
      locale,
      firstName,
      planName,
      plansUrl: url.plans,
      endsAtPeriodEnd: false,
      endsAt: s.canceledAt ?? now,
      timeZone,
    });
  }
  // Taken back ("Keep my membership") before the confirmation went: nothing to confirm.
  return null;
}
