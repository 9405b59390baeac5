import type { InEachLanguage } from '../../../lib/i18n/languages';
import { MAX_ADVANCE_DAYS } from './sandbox-clock';
import { html } from './sandbox-html';

/** The billing portal page's words (sandbox-portal-page.ts), in each language. */

const ENGLISH = {
  title: 'Billing portal',
  heading: 'Your ARX Savings Club billing',
  subscription: 'Subscription',
  noSubscription: 'You have no subscription.',
  cancelSubscription: 'Cancel subscription',
  staysActive: 'Your membership stays active until the end of the current period.',
  invoices: 'Invoices',
  noInvoices: 'No invoices yet.',
  returnToClub: 'Return to ARX Savings Club',
  plan: 'Plan',
  status: 'Status',
  canceling: 'Canceling',
  nextBilling: 'Next billing date',
  endedOn: 'Ended on',
  paidUntil: 'Paid until',
  cancelsOn: (end: string) => `Cancels on ${end}.`,
  lastPaymentFailed: (amount: string | null) =>
    `Your last payment${amount ? ` of ${amount}` : ''} failed. Update your card below to pay it.`,
  changePlan: 'Change plan',
  changePlanHint: 'The new plan applies at once. A change of billing interval starts a new period today.',
  switchTo: (plan: string, price: string) => `Switch to ${plan}: ${price}`,
  paymentMethod: 'Payment method',
  cardOnFile: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  noCard: 'No card on file.',
  newCardNumber: 'New card number',
  cardsHint:
    'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is saved but declines every charge; ' +
    '4000 0000 0000 0002 is declined. A failed payment is retried with the new card at once.',
  updateCard: 'Update card',
  refunded: (amount: string) => `Refunded ${amount}`,
  pdfOf: (number: string) => ` of invoice ${number}`,
  invoicesCaption: 'Invoices, newest first',
  columns: ['Date', 'Description', 'Amount', 'Status', 'Invoice'],
  testClock: 'Test clock',
  clockReads: (date: string) => html`The sandbox's clock reads <strong>${date}</strong>.`,
  daysToAdvance: 'Days to advance the clock',
  clockHint:
    `From 1 to ${MAX_ADVANCE_DAYS} days. Renewals that come due are billed, and the club runs its ` +
    'scheduled work (reminders, notices) for the new date.',
  advanceClock: 'Advance the clock',
};

export type PortalWords = typeof ENGLISH;

/** The portal's words; typed by the English ones, so a language missing one does not compile. */
export const PORTAL_WORDS: InEachLanguage<PortalWords> = {
  en: ENGLISH,
  es: {
    title: 'Portal de facturación',
    heading: 'Su facturación de ARX Savings Club',
    subscription: 'Membresía',
    noSubscription: 'No tiene ninguna membresía.',
    cancelSubscription: 'Cancelar la membresía',
    staysActive: 'Su membresía sigue activa hasta el final del período actual.',
    invoices: 'Facturas',
    noInvoices: 'Todavía no hay facturas.',
    returnToClub: 'Volver a ARX Savings Club',
    plan: 'Plan',
    status: 'Estado',
    canceling: 'Se cancela',
    nextBilling: 'Próximo cobro',
    endedOn: 'Terminó el',
    paidUntil: 'Pagada hasta el',
    cancelsOn: (end: string) => `Se cancela el ${end}.`,
    lastPaymentFailed: (amount: string | null) =>
      `No se pudo cobrar su último pago${amount ? ` de ${amount}` : ''}. Actualice su tarjeta aquí abajo para pagarlo.`,
    changePlan: 'Cambiar de plan',
    changePlanHint:
      'El plan nuevo se aplica de inmediato. Si cambia la frecuencia de pago, hoy empieza un período nuevo.',
    switchTo: (plan: string, price: string) => `Cambiar a ${plan}: ${price}`,
    paymentMethod: 'Método de pago',
    cardOnFile: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    noCard: 'No hay ninguna tarjeta registrada.',
    newCardNumber: 'Número de la tarjeta nueva',
    cardsHint:
      'Tarjetas de prueba: la 4242 4242 4242 4242 paga; la 4000 0000 0000 0341 se guarda, pero rechaza todos ' +
      'los cobros; la 4000 0000 0000 0002 se rechaza. Un pago que no se pudo cobrar se vuelve a intentar de ' +
      'inmediato con la tarjeta nueva.',
    updateCard: 'Actualizar la tarjeta',
    refunded: (amount: string) => `Reembolso de ${amount}`,
    pdfOf: (number: string) => ` de la factura ${number}`,
    invoicesCaption: 'Facturas, de la más reciente a la más antigua',
    columns: ['Fecha', 'Descripción', 'Importe', 'Estado', 'Factura'],
    testClock: 'Reloj de prueba',
    clockReads: (date: string) => html`El reloj del entorno de pruebas marca el <strong>${date}</strong>.`,
    daysToAdvance: 'Días que adelantar el reloj',
    clockHint:
      `De 1 a ${MAX_ADVANCE_DAYS} días. Se cobran las renovaciones que venzan, y el club hace sus tareas ` +
      'programadas (recordatorios, avisos) para la nueva fecha.',
    advanceClock: 'Adelantar el reloj',
  },
};
