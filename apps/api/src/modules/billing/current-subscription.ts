import { desc, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/**
 * Which subscription is the member's current one: a live one (active, trialing, past due) if
 * any, else the most recent. One member holds one live subscription at a time (checkout refuses
 * a second).
 */
export const currentFirst = [
  sql`case when ${subscriptions.status} in ('active', 'trialing', 'past_due') then 0 else 1 end`,
  desc(subscriptions.updatedAt),
  desc(subscriptions.id),
];

/** Every column of a subquery, to select them as one nested object (null when left-joined to nothing). */
export function columnsOf<TAlias extends { _: { selectedFields: object } }>(alias: TAlias) {
  const keys = Object.keys(alias._.selectedFields) as (keyof TAlias['_']['selectedFields'] & keyof TAlias)[];
  return Object.fromEntries(keys.map((key) => [key, alias[key]])) as Pick<
    TAlias,
    keyof TAlias['_']['selectedFields'] & keyof TAlias
  >;
}
