import type { Locale } from '../../../lib/i18n/languages';
import type { ProviderInvoice } from '../payment-provider';
import { MAX_ADVANCE_DAYS } from './sandbox-clock';
import {
  describePlan,
  formatDate,
  formatMoney,
  formatPrice,
  formatShortDate,
  invoiceStatusLabel,
  subscriptionStatusLabel,
} from './sandbox-format';
import { html, page, type SafeHtml, safeHref } from './sandbox-html';
import type { SandboxPlan, SandboxPortal } from './sandbox-portal';
import { PORTAL_WORDS, type PortalWords } from './sandbox-portal-words';
import { invoiceLineIn, type PriceWordsById, planNameOf } from './sandbox-price-words';
import type { PageLanguage } from './sandbox-route-replies';

/** The billing portal page, server-rendered without any script: one form per action. */

export type PortalActions = { cancel: string; switch: string; card: string; clock: string };

/** A message for the form that was just posted, shown beside its field. */
export type PortalErrors = { card?: string; clock?: string };

export function portalPage(
  portal: SandboxPortal,
  actions: PortalActions,
  language: PageLanguage,
  errors: PortalErrors = {},
): string {
  const { locale } = language;
  const words: PortalWords = PORTAL_WORDS[locale];
  const sub = portal.subscription;
  const isRunning = sub && (sub.status === 'active' || sub.status === 'trialing');
  const invoices = portal.invoices.map((invoice) => ({
    ...invoice,
    description: invoiceLineIn(portal.priceWords, invoice, locale),
    pdfUrl: invoice.pdfUrl && language.link(invoice.pdfUrl),
  }));
  return page(
    locale,
    words.title,
    html`<h1>${words.heading}</h1>
<h2>${words.subscription}</h2>
${sub ? subscriptionDetails(sub, portal.invoices, portal.priceWords, locale) : html`<p>${words.noSubscription}</p>`}
${
  sub &&
  isRunning &&
  !sub.cancelAtPeriodEnd &&
  html`<form method="post" action="${actions.cancel}">
<input type="hidden" name="subscription_id" value="${sub.id}">
<button type="submit" class="danger">${words.cancelSubscription}</button>
<p class="hint">${words.staysActive}</p>
</form>`
}
${sub && isRunning && portal.otherPlans.length > 0 && changePlan(sub.id, portal.otherPlans, portal.priceWords, actions.switch, locale)}
${paymentMethod(portal, actions.card, errors.card, words)}
<h2>${words.invoices}</h2>
${invoices.length > 0 ? invoiceTable(invoices, locale) : html`<p>${words.noInvoices}</p>`}
${testClock(portal.clockNow, actions.clock, errors.clock, locale)}
<p class="actions"><a href="${safeHref(portal.returnUrl)}">${words.returnToClub}</a></p>`,
  );
}

function subscriptionDetails(
  sub: NonNullable<SandboxPortal['subscription']>,
  invoices: ProviderInvoice[],
  priceWords: PriceWordsById,
  locale: Locale,
): SafeHtml {
  const words = PORTAL_WORDS[locale];
  const end = sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd, locale) : null;
  let status = subscriptionStatusLabel(sub.status, locale);
  let when =
    end && html`<dt>${words.nextBilling}</dt><dd>${end} (${formatMoney(sub.amountCents, sub.currency, locale)})</dd>`;
  if (sub.status === 'canceled') {
    when = end && html`<dt>${words.endedOn}</dt><dd>${end}</dd>`;
  } else if (sub.cancelAtPeriodEnd) {
    status = words.canceling;
    when = null;
  } else if (sub.status === 'past_due') {
    when = end && html`<dt>${words.paidUntil}</dt><dd>${end}</dd>`;
  }
  const failed = invoices.find((invoice) => invoice.subscriptionId === sub.id && invoice.status === 'open');
  return html`<dl>
<dt>${words.plan}</dt><dd>${describePlan(planNameOf(priceWords, sub.priceId, sub.productName, locale), sub.interval, locale)}</dd>
<dt>${words.status}</dt><dd>${status}</dd>
${when}
</dl>
${sub.cancelAtPeriodEnd && sub.status !== 'canceled' && end && html`<p>${words.cancelsOn(end)}</p>`}
${
  sub.status === 'past_due' &&
  html`<p class="alert">${words.lastPaymentFailed(failed ? formatMoney(failed.amountCents, failed.currency, locale) : null)}</p>`
}`;
}

/** One form per plan, so each button says which plan it switches to and nothing needs a script. */
function changePlan(
  subscriptionId: string,
  plans: SandboxPlan[],
  priceWords: PriceWordsById,
  action: string,
  locale: Locale,
): SafeHtml {
  const words = PORTAL_WORDS[locale];
  const items = plans.map(
    (plan) => html`<li><form method="post" action="${action}">
<input type="hidden" name="subscription_id" value="${subscriptionId}">
<input type="hidden" name="price_id" value="${plan.priceId}">
<button type="submit">${words.switchTo(describePlan(planNameOf(priceWords, plan.priceId, plan.productName, locale), plan.interval, locale), formatPrice(plan.amountCents, plan.currency, plan.interval, locale))}</button>
</form></li>`,
  );
  return html`<h2>${words.changePlan}</h2>
<p class="hint">${words.changePlanHint}</p>
<ul class="plans">${items}</ul>`;
}

/** The card on file and the form that replaces it; the number typed is never shown again. */
function paymentMethod(portal: SandboxPortal, action: string, error: string | undefined, words: PortalWords): SafeHtml {
  const describedBy = error ? 'new-card-error new-card-hint' : 'new-card-hint';
  return html`<h2>${words.paymentMethod}</h2>
<p>${portal.card ? words.cardOnFile(portal.card.brand, portal.card.last4) : words.noCard}</p>
<form method="post" action="${action}" novalidate>
${error && html`<p class="alert" role="alert" id="new-card-error">${error}</p>`}
<label for="card_number">${words.newCardNumber}</label>
<input id="card_number" name="card_number" type="text" autocomplete="cc-number" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="new-card-hint">${words.cardsHint}</p>
<button type="submit">${words.updateCard}</button>
</form>`;
}

/** Everything in the page's language, the plan's name as the app gives it. */
function invoiceTable(invoices: ProviderInvoice[], locale: Locale): SafeHtml {
  const words = PORTAL_WORDS[locale];
  const rows = invoices.map(
    (invoice) => html`<tr>
<td>${formatShortDate(invoice.created, locale)}</td>
<td>${invoice.description}</td>
<td>${formatMoney(invoice.amountCents, invoice.currency, locale)}${invoice.amountRefundedCents > 0 && html`<br>${words.refunded(formatMoney(invoice.amountRefundedCents, invoice.currency, locale))}`}</td>
<td>${invoiceStatusLabel(invoice.status, locale)}</td>
<td>${invoice.pdfUrl && html`<a href="${safeHref(invoice.pdfUrl)}">PDF<span class="visually-hidden">${words.pdfOf(invoice.number ?? '')}</span></a>`}</td>
</tr>`,
  );
  return html`<div class="table"><table>
<caption class="visually-hidden">${words.invoicesCaption}</caption>
<thead><tr>${words.columns.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

/** Like a Stripe test clock: moving it bills every renewal that comes due on the way. */
function testClock(now: Date, action: string, error: string | undefined, locale: Locale): SafeHtml {
  const words = PORTAL_WORDS[locale];
  const describedBy = error ? 'clock-error clock-hint' : 'clock-hint';
  return html`<h2>${words.testClock}</h2>
<p>${words.clockReads(formatDate(now, locale))}</p>
<form method="post" action="${action}" novalidate>
${error && html`<p class="alert" role="alert" id="clock-error">${error}</p>`}
<label for="clock_days">${words.daysToAdvance}</label>
<input id="clock_days" name="days" type="number" min="1" max="${MAX_ADVANCE_DAYS}" step="1" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="clock-hint">${words.clockHint}</p>
<button type="submit">${words.advanceClock}</button>
</form>`;
}
