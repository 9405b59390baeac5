import { centsToDollars, renewalTerms } from '@arx/contracts';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import { nameIn } from '../../../lib/i18n/plan-words';
import { formatMoney, formatPrice, isInterval, planLabel } from './sandbox-format';
import { html, page, safeHref } from './sandbox-html';
import type { SandboxCheckout } from './sandbox-payment-provider';

/** The hosted checkout and the sandbox's message pages, server-rendered without any script. */

type CheckoutWords = {
  title(plan: string): string;
  heading: string;
  plan: string;
  price: string;
  freeTrial: string;
  trialThen(days: number, today: string, price: string): string;
  cardNumber: string;
  /** Stripe's test cards; 0341 only where nothing is charged today. */
  cardsHint: string;
  pay: string;
  cancel: string;
  paidTitle: string;
  paidHeading: string;
  paidText(plan: string): string;
  continue: string;
  expiredTitle: string;
  expiredHeading: string;
  expiredText: string;
  goBack: string;
};

const WORDS: InEachLanguage<CheckoutWords> = {
  en: {
    title: (plan) => `Checkout: ${plan}`,
    heading: 'Subscribe to ARX Savings Club',
    plan: 'Plan',
    price: 'Price',
    freeTrial: 'Free trial',
    trialThen: (days, today, price) => `${days} days: ${today} today, then ${price}`,
    cardNumber: 'Card number',
    cardsHint:
      'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; ' +
      '4000 0000 0000 0341 is accepted with a free trial, then declines every charge.',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    paidTitle: 'Checkout already paid',
    paidHeading: 'This checkout has already been paid',
    paidText: (plan) => `Your ${plan} subscription was created; nothing more is charged.`,
    continue: 'Continue to ARX Savings Club',
    expiredTitle: 'Checkout expired',
    expiredHeading: 'This checkout has expired',
    expiredText: 'Nothing was charged. Go back and choose your plan again.',
    goBack: 'Go back',
  },
  es: {
    title: (plan) => `Pago: ${plan}`,
    heading: 'Suscríbase a ARX Savings Club',
    plan: 'Plan',
    price: 'Precio',
    freeTrial: 'Prueba gratis',
    trialThen: (days, today, price) => `${days} ${days === 1 ? 'día' : 'días'}: ${today} hoy; luego ${price}`,
    cardNumber: 'Número de tarjeta',
    cardsHint:
      'Tarjetas de prueba: con la 4242 4242 4242 4242 el pago se aprueba; la 4000 0000 0000 0002 se rechaza; ' +
      'la 4000 0000 0000 0341 se acepta con una prueba gratis y luego rechaza todos los cobros.',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    paidTitle: 'Pago ya realizado',
    paidHeading: 'Este pago ya se realizó',
    paidText: (plan) => `Su membresía (${plan}) ya está creada; no se le cobrará nada más.`,
    continue: 'Continuar a ARX Savings Club',
    expiredTitle: 'Pago vencido',
    expiredHeading: 'Este enlace de pago venció',
    expiredText: 'No se le cobró nada. Vuelva y elija su plan de nuevo.',
    goBack: 'Volver',
  },
};

/** "Plan Familiar": the plan as the app names it in the page's language. */
function checkoutPlan(checkout: SandboxCheckout, locale: Locale): string {
  return planLabel(nameIn(checkout.productNames, checkout.productName, locale), locale);
}

export function checkoutPage(checkout: SandboxCheckout, locale: Locale, error?: string): string {
  const words = WORDS[locale];
  const plan = checkoutPlan(checkout, locale);
  const price = formatPrice(checkout.amountCents, checkout.currency, checkout.interval, locale);
  const describedBy = error ? 'card-error card-hint' : 'card-hint';
  return page(
    locale,
    words.title(plan),
    html`<h1>${words.heading}</h1>
<dl>
<dt>${words.plan}</dt><dd>${plan}</dd>
<dt>${words.price}</dt><dd>${price}</dd>
${
  checkout.trialDays > 0 &&
  html`<dt>${words.freeTrial}</dt><dd>${words.trialThen(checkout.trialDays, formatMoney(0, checkout.currency, locale), price)}</dd>`
}
</dl>
<form method="post" novalidate>
${error && html`<p class="alert" role="alert" id="card-error">${error}</p>`}
<label for="card_number">${words.cardNumber}</label>
<input id="card_number" name="card_number" type="text" autocomplete="cc-number" inputmode="numeric" aria-describedby="${describedBy}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="card-hint">${words.cardsHint}</p>
<p class="terms" id="renewal-terms">${checkoutTerms(checkout, locale)}</p>
<button type="submit">${words.pay}</button>
</form>
<p class="actions"><a href="${safeHref(checkout.cancelUrl)}">${words.cancel}</a></p>`,
  );
}

/** A session that can no longer be paid: already paid (continue) or expired (go back). */
export function checkoutClosedPage(checkout: SandboxCheckout, locale: Locale): string {
  const words = WORDS[locale];
  if (checkout.status === 'complete') {
    return page(
      locale,
      words.paidTitle,
      html`<h1>${words.paidHeading}</h1>
<p>${words.paidText(checkoutPlan(checkout, locale))}</p>
<p class="actions"><a href="${safeHref(checkout.successUrl)}">${words.continue}</a></p>`,
    );
  }
  return page(
    locale,
    words.expiredTitle,
    html`<h1>${words.expiredHeading}</h1>
<p>${words.expiredText}</p>
<p class="actions"><a href="${safeHref(checkout.cancelUrl)}">${words.goBack}</a></p>`,
  );
}

export function messagePage(
  locale: Locale,
  input: { title: string; message: string; link?: { href: string; text: string } },
): string {
  return page(
    locale,
    input.title,
    html`<h1>${input.title}</h1>
<p>${input.message}</p>
${input.link && html`<p class="actions"><a href="${safeHref(input.link.href)}">${input.link.text}</a></p>`}`,
  );
}

/**
 * The automatic-renewal terms for what this session sells, worded as the plan page words them,
 * in the page's language: the words the consent record kept when the checkout was opened in it.
 */
function checkoutTerms(checkout: SandboxCheckout, locale: Locale): string {
  return renewalTerms(
    {
      amount: centsToDollars(checkout.amountCents),
      interval: isInterval(checkout.interval) ? checkout.interval : 'month',
      trialDays: checkout.trialDays,
    },
    locale,
  );
}
