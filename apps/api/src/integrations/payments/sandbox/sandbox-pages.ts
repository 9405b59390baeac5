import { centsToDollars, renewalTerms } from '@arx/contracts';
import { formatMoney, isInterval, planLabel } from './sandbox-format';
import { html, page, safeHref } from './sandbox-html';
import type { SandboxCheckout } from './sandbox-payment-provider';

/** The hosted checkout and the sandbox's message pages, server-rendered without any script. */

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
<p class="hint" id="card-hint">${CHECKOUT_CARDS_HINT}</p>
<p class="terms" id="renewal-terms">${checkoutTerms(checkout)}</p>
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

export function messagePage(input: { title: string; message: string; link?: { href: string; text: string } }): string {
  return page(
    input.title,
    html`<h1>${input.title}</h1>
<p>${input.message}</p>
${input.link && html`<p class="actions"><a href="${safeHref(input.link.href)}">${input.link.text}</a></p>`}`,
  );
}

/** Stripe's test cards; 0341 only where nothing is charged today. */
const CHECKOUT_CARDS_HINT =
  'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; ' +
  '4000 0000 0000 0341 is accepted with a free trial, then declines every charge.';

/** The automatic-renewal terms for what this session sells, worded as the plan page words them. */
function checkoutTerms(checkout: SandboxCheckout): string {
  return renewalTerms({
    amount: centsToDollars(checkout.amountCents),
    interval: isInterval(checkout.interval) ? checkout.interval : 'month',
    trialDays: checkout.trialDays,
  });
}
