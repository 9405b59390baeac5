import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { InEachLanguage, Locale } from '../../lib/i18n/languages';

/**
 * The name the payment page shows for a plan that has none (a deleted product): like the plans'
 * own names, in the member's language. The checkout's messages are the contract's English
 * (SUBSCRIPTION_MESSAGES of `@arx/contracts/billing-messages`), which the web app shows in the
 * page's language (docs/decisions/0019-spanish.md).
 */
export const FALLBACK_PLAN_NAME: InEachLanguage<string> = {
  en: 'Membership',
  es: 'Membresía',
};

/** The member's saved language (users.locale); English for an unknown member. */
export async function savedLocale(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'en';
}
