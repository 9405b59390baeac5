import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, products, subscriptions, users } from '../../db/schema';
import type { InEachLanguage, Locale } from '../../lib/i18n/languages';
import { planNameIn } from '../products';
import { memberTimeZone } from './templates/email-formats';

/** `timeZone`: the member's, or the default; every date in their e-mails is the day it is there. */
/** `locale`: the language of the member's e-mails (docs/decisions/0019-spanish.md). */
export type Recipient = { email: string; firstName: string; timeZone: string; locale: Locale };
export type Subscription = typeof subscriptions.$inferSelect;
/** The subscription an e-mail is about, with its plan's name. */
export type SubscriptionAbout = { subscription: Subscription; planName: string };
export type RecipientRequest = { userId: number; subscriptionId?: number | undefined };
export type RecipientAndSubscription = { to: Recipient; about: SubscriptionAbout | null };

const firstWord = (text: string | null | undefined) => text?.trim().split(/\s+/)[0] || null;

/** What an e-mail says when the record has no name to give. */
export const FALLBACK_NAMES: InEachLanguage<{ member: string; plan: string; familyMember: string }> = {
  en: { member: 'member', plan: 'Membership', familyMember: 'A family member' },
  es: { member: 'miembro', plan: 'Membresía', familyMember: 'Un familiar' },
};

/**
 * Who each e-mail goes to and, when the request names one, the subscription it is about, for
 * many e-mails in one query. Only the member's own subscription is read: a job's payload never
 * makes an e-mail about someone else's record. The card's name and the account's, nothing else
 * of the membership (no profile fields).
 */
export async function readRecipients(
  db: Database,
  requests: readonly RecipientRequest[],
): Promise<Array<RecipientAndSubscription | null>> {
  const userIds = [...new Set(requests.map((r) => r.userId))];
  const subscriptionIds = [...new Set(requests.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : [])))];
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      locale: users.locale,
      cardName: memberships.displayName,
      subscription: subscriptions,
      planName: products.name,
      planTranslations: products.translations,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.ownerUserId, users.id), eq(memberships.sequence, 1)))
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.userId, users.id),
        inArray(subscriptions.id, subscriptionIds.length ? subscriptionIds : [-1]),
      ),
    )
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(inArray(users.id, userIds));
  return requests.map(({ userId, subscriptionId }) => {
    // One row per requested subscription of this member (or one without any).
    const mine = rows.filter((row) => row.userId === userId);
    const first = mine[0];
    if (!first) return null;
    const about = subscriptionId ? mine.find((row) => row.subscription?.id === subscriptionId) : undefined;
    const locale = first.locale;
    const fallback = FALLBACK_NAMES[locale];
    return {
      to: {
        email: first.email,
        firstName: firstWord(first.cardName) ?? firstWord(first.name) ?? fallback.member,
        timeZone: memberTimeZone(first.timeZone),
        locale,
      },
      about: about?.subscription
        ? {
            subscription: about.subscription,
            planName: about.planName ? planNameIn(locale, about.planName, about.planTranslations) : fallback.plan,
          }
        : null,
    };
  });
}

export type RecipientLoader = (request: RecipientRequest) => Promise<RecipientAndSubscription | null>;

/**
 * Reads recipients one at a time as the caller sees it, many at a time underneath: the requests
 * made in one turn of the event loop (the job runner starts a batch's fifty sends together) go
 * to the database as one query instead of fifty.
 */
export function createRecipientLoader(db: Database): RecipientLoader {
  let queue: Array<{
    request: RecipientRequest;
    resolve: (value: RecipientAndSubscription | null) => void;
    reject: (error: unknown) => void;
  }> = [];

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const found = await readRecipients(
        db,
        batch.map((entry) => entry.request),
      );
      for (const [i, entry] of batch.entries()) {
        entry.resolve(found[i] ?? null);
        // Each message is composed in a turn of the event loop of its own: requests that arrive
        // meanwhile are answered between two messages, not after the batch's fifty.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  return (request) =>
    new Promise((resolve, reject) => {
      queue.push({ request, resolve, reject });
      if (queue.length === 1) queueMicrotask(() => void flush());
    });
}
