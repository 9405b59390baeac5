import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { InEachLanguage, Locale } from '../../lib/i18n/languages';

/**
 * What the checkout says to the member in words of its own: the payment page (/billing/success)
 * shows the verification's message as it comes, so it is in the member's language.
 */
export const SUBSCRIPTION_MESSAGES: InEachLanguage<{
  alreadySubscribed: string;
  planNotFound: string;
  sessionNotFound: string;
  notPaid: string;
  notActive: string;
  welcome: string;
  membership: string;
}> = {
  en: {
    alreadySubscribed: 'You already have an active subscription. Manage it from the billing page.',
    planNotFound: 'Plan not found',
    sessionNotFound: 'Checkout session not found',
    notPaid: 'Payment verification failed: the payment has not been completed.',
    notActive: 'Payment verification failed: the subscription is not active.',
    welcome: 'Your membership is active. Welcome to ARX Savings Club!',
    membership: 'Membership',
  },
  es: {
    alreadySubscribed: 'Ya tiene una suscripción activa. Puede administrarla desde la página de Facturación.',
    planNotFound: 'No encontramos el plan.',
    sessionNotFound: 'No encontramos esta sesión de pago.',
    notPaid: 'No se pudo verificar el pago: el pago no se completó.',
    notActive: 'No se pudo verificar el pago: la suscripción no está activa.',
    welcome: 'Su membresía está activa. ¡Le damos la bienvenida a ARX Savings Club!',
    membership: 'Membresía',
  },
};

/** The member's saved language (users.locale); English for an unknown member. */
export async function savedLocale(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'en';
}
