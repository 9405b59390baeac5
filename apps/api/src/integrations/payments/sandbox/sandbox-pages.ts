import type { ProviderInvoice } from '../payment-provider';
import { describePlan, formatDate, formatMoney, formatShortDate, planLabel } from './sandbox-format';
import { html, page, type SafeHtml, safeHref } from './sandbox-html';
import type { SandboxCheckout, SandboxPlan, SandboxPortal } from './sandbox-payment-provider';

/** The hosted checkout and billing portal, as server-rendered pages without any script. */

export function checkoutPage(checkout: SandboxCheckout, error?: string): string {
  const price = `${formatMoney(checkout.amountCents, checkout.currency)} / ${checkout.interval}`;
  const describedBy = error ? 'card-error card-hint' : 'card-hint';
  return page(
    `Checkout: ${planLabel(checkout.productName)}`,
    html`<h1>Subscribe to ARX Savings Club</h1>
<dl>
<dt>Plan</dt><dd>${planLabel(checkout.productName)}</dd>
<dt>Price</dt><dd>${price}</dd>
${
  checkout.trialDays > 0 &&
  html`<dt>Free trial</dt><dd>${checkout.trialDays} days: ${formatMoney(0, checkout.currency)} today, then ${price}</dd>`
}
</dl>
<form method="post" novalidate>
${error && html`<p class="alert" role="alert" id="card-error">${error}</p>`}
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" type="text" autocomplete="cc-number" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
<button type="submit">Pay</button>
</form>
<p class="actions"><a href="${safeHref(checkout.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

/** A session that can no longer be paid: already paid (continue) or expired (go back). */
export function checkoutClosedPage(checkout: SandboxCheckout): string {
  if (checkout.status === 'complete') {
    return page(
      'Checkout already paid',
      html`<h1>This checkout has already been paid</h1>
<p>Your ${planLabel(checkout.productName)} subscription was created; nothing more is charged.</p>
<p class="actions"><a href="${safeHref(checkout.successUrl)}">Continue to ARX Savings Club</a></p>`,
    );
  }
  return page(
    'Checkout expired',
    html`<h1>This checkout has expired</h1>
<p>Nothing was charged. Go back and choose your plan again.</p>
<p class="actions"><a href="${safeHref(checkout.cancelUrl)}">Go back</a></p>`,
  );
}

export function portalPage(portal: SandboxPortal, actions: { cancel: string; switch: string }): string {
  const sub = portal.subscription;
  const isLive = sub && (sub.status === 'active' || sub.status === 'trialing');
  return page(
    'Billing portal',
    html`<h1>Your ARX Savings Club billing</h1>
<h2>Subscription</h2>
${sub ? subscriptionDetails(sub) : html`<p>You have no subscription.</p>`}
${
  sub &&
  isLive &&
  !sub.cancelAtPeriodEnd &&
  html`<form method="post" action="${actions.cancel}">
<input type="hidden" name="subscription_id" value="${sub.id}">
<button type="submit" class="danger">Cancel subscription</button>
<p class="hint">Your membership stays active until the end of the current period.</p>
</form>`
}
${sub && isLive && portal.otherPlans.length > 0 && changePlan(sub.id, portal.otherPlans, actions.switch)}
<h2>Invoices</h2>
${portal.invoices.length > 0 ? invoiceTable(portal.invoices) : html`<p>No invoices yet.</p>`}
<p class="actions"><a href="${safeHref(portal.returnUrl)}">Return to ARX Savings Club</a></p>`,
  );
}

export function messagePage(input: { title: string; message: string; link?: { href: string; text: string } }): string {
  return page(
    input.title,
    html`<h1>${input.title}</h1>
<p>${input.message}</p>
${input.link && html`<p class="actions"><a href="${safeHref(input.link.href)}">${input.link.text}</a></p>`}`,
  );
}

function subscriptionDetails(sub: NonNullable<SandboxPortal['subscription']>): SafeHtml {
  const end = sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;
  let status = sub.status === 'trialing' ? 'Free trial' : capitalize(sub.status.replace('_', ' '));
  let when = end && html`<dt>Next billing date</dt><dd>${end} (${formatMoney(sub.amountCents, sub.currency)})</dd>`;
  if (sub.status === 'canceled') {
    when = end && html`<dt>Ended on</dt><dd>${end}</dd>`;
  } else if (sub.cancelAtPeriodEnd) {
    status = 'Canceling';
    when = null;
  }
  return html`<dl>
<dt>Plan</dt><dd>${describePlan(sub.productName, sub.interval)}</dd>
<dt>Status</dt><dd>${status}</dd>
${when}
</dl>
${sub.cancelAtPeriodEnd && sub.status !== 'canceled' && end && html`<p>Cancels on ${end}.</p>`}`;
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

function invoiceTable(invoices: ProviderInvoice[]): SafeHtml {
  const rows = invoices.map(
    (invoice) => html`<tr>
<td>${formatShortDate(invoice.created)}</td>
<td>${invoice.description}</td>
<td>${formatMoney(invoice.amountCents, invoice.currency)}</td>
<td>${capitalize(invoice.status)}</td>
<td>${invoice.pdfUrl && html`<a href="${safeHref(invoice.pdfUrl)}">PDF<span class="visually-hidden"> of invoice ${invoice.number}</span></a>`}</td>
</tr>`,
  );
  return html`<div class="table"><table>
<caption class="visually-hidden">Invoices, newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
