import type { ProviderInvoice } from '../payment-provider';
import { MAX_ADVANCE_DAYS } from './sandbox-clock';
import { describePlan, formatDate, formatMoney, formatShortDate, invoiceStatusLabel } from './sandbox-format';
import { html, page, type SafeHtml, safeHref } from './sandbox-html';
import type { SandboxPlan, SandboxPortal } from './sandbox-portal';

/** The billing portal page, server-rendered without any script: one form per action. */

export type PortalActions = { cancel: string; switch: string; card: string; clock: string };

/** A message for the form that was just posted, shown beside its field. */
export type PortalErrors = { card?: string; clock?: string };

const PORTAL_CARDS_HINT =
  'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is saved but declines every charge; ' +
  '4000 0000 0000 0002 is declined.';

export function portalPage(portal: SandboxPortal, actions: PortalActions, errors: PortalErrors = {}): string {
  const sub = portal.subscription;
  const isRunning = sub && (sub.status === 'active' || sub.status === 'trialing');
  return page(
    'Billing portal',
    html`<h1>Your ARX Savings Club billing</h1>
<h2>Subscription</h2>
${sub ? subscriptionDetails(sub, portal.invoices) : html`<p>You have no subscription.</p>`}
${
  sub &&
  isRunning &&
  !sub.cancelAtPeriodEnd &&
  html`<form method="post" action="${actions.cancel}">
<input type="hidden" name="subscription_id" value="${sub.id}">
<button type="submit" class="danger">Cancel subscription</button>
<p class="hint">Your membership stays active until the end of the current period.</p>
</form>`
}
${sub && isRunning && portal.otherPlans.length > 0 && changePlan(sub.id, portal.otherPlans, actions.switch)}
${paymentMethod(portal, actions.card, errors.card)}
<h2>Invoices</h2>
${portal.invoices.length > 0 ? invoiceTable(portal.invoices) : html`<p>No invoices yet.</p>`}
${testClock(portal.clockNow, actions.clock, errors.clock)}
<p class="actions"><a href="${safeHref(portal.returnUrl)}">Return to ARX Savings Club</a></p>`,
  );
}

function subscriptionDetails(sub: NonNullable<SandboxPortal['subscription']>, invoices: ProviderInvoice[]): SafeHtml {
  const end = sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;
  let status = sub.status === 'trialing' ? 'Free trial' : capitalize(sub.status.replace('_', ' '));
  let when = end && html`<dt>Next billing date</dt><dd>${end} (${formatMoney(sub.amountCents, sub.currency)})</dd>`;
  if (sub.status === 'canceled') {
    when = end && html`<dt>Ended on</dt><dd>${end}</dd>`;
  } else if (sub.cancelAtPeriodEnd) {
    status = 'Canceling';
    when = null;
  } else if (sub.status === 'past_due') {
    when = end && html`<dt>Paid until</dt><dd>${end}</dd>`;
  }
  const failed = invoices.find((invoice) => invoice.subscriptionId === sub.id && invoice.status === 'open');
  return html`<dl>
<dt>Plan</dt><dd>${describePlan(sub.productName, sub.interval)}</dd>
<dt>Status</dt><dd>${status}</dd>
${when}
</dl>
${sub.cancelAtPeriodEnd && sub.status !== 'canceled' && end && html`<p>Cancels on ${end}.</p>`}
${
  sub.status === 'past_due' &&
  html`<p class="alert">Your last payment${failed ? html` of ${formatMoney(failed.amountCents, failed.currency)}` : ''} failed. Update your card below to pay it.</p>`
}`;
}

/** One form per plan, so each button says which plan it switches to and nothing needs a script. */
function changePlan(subscriptionId: string, plans: SandboxPlan[], action: string): SafeHtml {
  const items = plans.map(
    (plan) => html`<li><form method="post" action="${action}">
<input type="hidden" name="subscription_id" value="${subscriptionId}">
<input type="hidden" name="price_id" value="${plan.priceId}">
<button type="submit">Switch to ${describePlan(plan.productName, plan.interval)}: ${formatMoney(plan.amountCents, plan.currency)} / ${plan.interval}</button>
</form></li>`,
  );
  return html`<h2>Change plan</h2>
<p class="hint">The new plan applies at once. A change of billing interval starts a new period today.</p>
<ul class="plans">${items}</ul>`;
}

/** The card on file and the form that replaces it; the number typed is never shown again. */
function paymentMethod(portal: SandboxPortal, action: string, error: string | undefined): SafeHtml {
  const describedBy = error ? 'new-card-error new-card-hint' : 'new-card-hint';
  return html`<h2>Payment method</h2>
<p>${portal.card ? `${portal.card.brand} ending in ${portal.card.last4}` : 'No card on file.'}</p>
<form method="post" action="${action}" novalidate>
${error && html`<p class="alert" role="alert" id="new-card-error">${error}</p>`}
<label for="card_number">New card number</label>
<input id="card_number" name="card_number" type="text" autocomplete="cc-number" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="new-card-hint">${PORTAL_CARDS_HINT} A failed payment is retried with the new card at once.</p>
<button type="submit">Update card</button>
</form>`;
}

function invoiceTable(invoices: ProviderInvoice[]): SafeHtml {
  const rows = invoices.map(
    (invoice) => html`<tr>
<td>${formatShortDate(invoice.created)}</td>
<td>${invoice.description}</td>
<td>${formatMoney(invoice.amountCents, invoice.currency)}${invoice.amountRefundedCents > 0 && html`<br>Refunded ${formatMoney(invoice.amountRefundedCents, invoice.currency)}`}</td>
<td>${invoiceStatusLabel(invoice.status)}</td>
<td>${invoice.pdfUrl && html`<a href="${safeHref(invoice.pdfUrl)}">PDF<span class="visually-hidden"> of invoice ${invoice.number}</span></a>`}</td>
</tr>`,
  );
  return html`<div class="table"><table>
<caption class="visually-hidden">Invoices, newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

/** Like a Stripe test clock: moving it bills every renewal that comes due on the way. */
function testClock(now: Date, action: string, error: string | undefined): SafeHtml {
  const describedBy = error ? 'clock-error clock-hint' : 'clock-hint';
  return html`<h2>Test clock</h2>
<p>The sandbox's clock reads <strong>${formatDate(now)}</strong>.</p>
<form method="post" action="${action}" novalidate>
${error && html`<p class="alert" role="alert" id="clock-error">${error}</p>`}
<label for="clock_days">Days to advance the clock</label>
<input id="clock_days" name="days" type="number" min="1" max="${MAX_ADVANCE_DAYS}" step="1" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="clock-hint">From 1 to ${MAX_ADVANCE_DAYS} days. Renewals that come due are billed, and the club runs its scheduled work (reminders, notices) for the new date.</p>
<button type="submit">Advance the clock</button>
</form>`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
