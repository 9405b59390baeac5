import { ACCOUNT_MESSAGES, type AccountExport, centsToDollars } from '@arx/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../integrations/payments/payment-provider';
import type { VerifiedToken } from '../auth';
import { type AuthGuards, deletedUserKey, findUserById, type UserRecord } from '../auth';
import { forgetProviderBillingDetails, invoices } from '../billing';
import { findBookmarks } from '../bookmarks';
import { findConsents } from '../consent';
import { findHouseholdMemberships, fullMemberId, personCodeLabel } from '../memberships';
import { exportPriceReports } from '../price-reports';
import { exportFills } from '../savings';
import {
  deleteAccountRecords,
  findSubscriptionHistory,
  findUnendedSubscriptionIds,
  findWalletRecords,
} from './account.repository';
import { freeTrialRecord } from './free-trial-record';

export type AccountDeps = {
  db: Database;
  payments: PaymentProvider;
  config: AppConfig;
  guards: Pick<AuthGuards, 'revoke' | 'revokeUser'>;
};

/** As many invoices as the provider gives in one call: the export is not worth a second round trip. */
const EXPORTED_INVOICES = 100;
/** A sign-in finishing while the account is deleted may issue a token a moment later than now. */
const TOKEN_ISSUE_GRACE_SECONDS = 300;
/**
 * How recent the sign-in behind a deletion must be: what cannot be undone must not be done with
 * a token left behind on an unattended device or copied from one.
 */
const RECENT_SIGN_IN_SECONDS = 10 * 60;

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function accountOwner(db: Database, userId: number): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', ACCOUNT_MESSAGES.accountDeleted);
  return user;
}

/** Everything the club holds about the member and their household (GET /account/export). */
export async function exportAccount(deps: AccountDeps, userId: number, now: Date): Promise<AccountExport> {
  const user = await accountOwner(deps.db, userId);
  const [history, household, saved, fills, priceReports] = await Promise.all([
    findSubscriptionHistory(deps.db, userId),
    findHouseholdMemberships(deps.db, userId),
    findBookmarks(deps.db, userId),
    exportFills(deps.db, userId),
    exportPriceReports(deps.db, userId),
  ]);
  const cardIds = new Map(household.map((m) => [m.id, fullMemberId(m)]));
  const wallet = await findWalletRecords(deps.db, [...cardIds.keys()]);
  return {
    format: 'arx-account-export/1',
    exported_at: now.toISOString(),
    user: {
      email: user.email,
      name: user.name,
      time_zone: user.timeZone,
      locale: user.locale,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    subscriptions: history.map(({ subscription: s, planName }) => ({
      plan_name: planName,
      status: s.status,
      billing_interval: s.billingInterval,
      amount: centsToDollars(s.amountCents),
      currency: s.currency,
      trial_end: iso(s.trialEnd),
      current_period_end: iso(s.currentPeriodEnd),
      cancel_at_period_end: s.cancelAtPeriodEnd,
      cancel_at: iso(s.cancelAt),
      canceled_at: iso(s.canceledAt),
      created_at: s.createdAt.toISOString(),
    })),
    memberships: household.map((m) => ({
      full_member_id: fullMemberId(m),
      member_number: m.memberNumber,
      display_name: m.displayName,
      person_code: m.personCode,
      person_code_label: personCodeLabel(m.personCode),
      status: m.status,
      profile_completed: m.profileCompleted,
      date_of_birth: m.dateOfBirth,
      sex: m.sex,
      species: m.species,
      address: { street: m.addressStreet, city: m.addressCity, state: m.addressState, zip: m.addressZip },
      group_code: m.groupCode,
      bin_number: m.binNumber,
      created_at: m.createdAt.toISOString(),
    })),
    bookmarks: saved.map((b) => ({
      medication_name: b.displayName,
      strength: b.strength,
      form: b.form,
      created_at: b.createdAt.toISOString(),
    })),
    wallet_passes: wallet.passes.map((p) => ({
      full_member_id: cardIds.get(p.membershipId) as string,
      first_issued_at: p.createdAt.toISOString(),
      last_issued_at: p.lastIssuedAt.toISOString(),
    })),
    pass_links: wallet.links.map((l) => ({
      full_member_id: cardIds.get(l.membershipId) as string,
      kind: l.kind,
      platform: l.platform,
      created_at: l.createdAt.toISOString(),
      expires_at: l.expiresAt.toISOString(),
    })),
    fills,
    price_reports: priceReports,
    invoices: await providerInvoices(deps, userId),
    free_trial_record: await freeTrialRecord(deps, user),
    consents: (await findConsents(deps.db, userId)).map((c) => ({
      agreed_at: c.agreedAt.toISOString(),
      plan_name: c.planName,
      amount: centsToDollars(c.amountCents),
      currency: c.currency,
      billing_interval: c.interval,
      trial_days: c.trialDays,
      terms_version: c.termsVersion,
      terms_text: c.termsText,
      membership_ended_at: iso(c.membershipEndedAt),
    })),
  };
}

/** The provider's invoices, or `available: false` when it does not answer: the rest is ours and complete. */
async function providerInvoices(deps: AccountDeps, userId: number): Promise<AccountExport['invoices']> {
  try {
    const page = await invoices(deps, userId, { limit: EXPORTED_INVOICES });
    return { available: true, items: page.invoices, has_more: page.has_more };
  } catch (error) {
    const isProviderDown =
      error instanceof PaymentProviderError || (error instanceof AppError && error.code === 'service_unavailable');
    if (!isProviderDown) throw error;
    return { available: false, items: [], has_more: false };
  }
}

/**
 * Deletes the member's account (DELETE /account), for a sign-in of the last few minutes only.
 * The provider cancels first, then deletes its customer (name, e-mail, card): if either fails,
 * nothing is deleted here (never while the card could still be charged, nor leaving the
 * provider's copy behind unseen). Then one transaction removes every row, and every token of
 * the member stops working.
 */
export async function deleteAccount(
  deps: AccountDeps,
  claims: VerifiedToken,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  // Refused without signing out: the member signs in again and the token they hold still works.
  if (!isRecentSignIn(claims, Date.now())) throw new AppError('forbidden', ACCOUNT_MESSAGES.signInAgain);
  const user = await accountOwner(deps.db, claims.user_id);
  await atProvider(log, 'cancel', ACCOUNT_MESSAGES.cancelFailed, () => cancelEverySubscription(deps, user));
  const customerId = user.paymentCustomerId;
  if (customerId) {
    await atProvider(log, 'delete the customer', ACCOUNT_MESSAGES.customerDeleteFailed, () =>
      deps.payments.deleteCustomer(customerId),
    );
    forgetProviderBillingDetails(deps.payments, customerId);
  }
  const tokenExpiry = new Date(claims.exp * 1000);
  const lastTokenExpiry = new Date(Date.now() + (deps.config.auth.tokenTtlSeconds + TOKEN_ISSUE_GRACE_SECONDS) * 1000);
  await withTransaction(deps.db, (tx) =>
    deleteAccountRecords(tx, {
      userId: user.id,
      email: user.email,
      revoked: [
        { jti: claims.jti, expiresAt: tokenExpiry },
        { jti: deletedUserKey(user.id), expiresAt: lastTokenExpiry },
      ],
    }),
  );
  // The rows just committed already refuse the tokens on every instance within the revocation
  // list's staleness bound; this makes it immediate here. The account is gone either way, so a
  // failure is not the member's to see.
  try {
    await deps.guards.revoke(claims);
    await deps.guards.revokeUser(user.id, lastTokenExpiry);
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    log.warn({ reason }, 'account deleted; its tokens are refused from the next revocation-list read');
  }
}

function isRecentSignIn(claims: VerifiedToken, nowMs: number): boolean {
  return typeof claims.iat === 'number' && nowMs / 1000 - claims.iat < RECENT_SIGN_IN_SECONDS;
}

/** One step of the deletion at the provider; its failure stops the deletion with `message` (a 503). */
async function atProvider(
  log: Pick<FastifyBaseLogger, 'warn'>,
  step: string,
  message: string,
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The provider's words only (operation and error type): no card, token or personal data.
    log.warn({ reason: error.message, kind: error.kind }, `account deletion stopped: the provider did not ${step}`);
    throw new AppError('service_unavailable', message);
  }
}

/**
 * Cancels, at the provider, every subscription that could still charge the member: the ones we
 * hold as not ended, and whatever the provider itself lists for the customer (a checkout paid
 * but not yet heard of here included).
 */
async function cancelEverySubscription({ db, payments }: AccountDeps, user: UserRecord): Promise<void> {
  const ids = new Set(await findUnendedSubscriptionIds(db, user.id, payments.name));
  if (user.paymentCustomerId) {
    for (const sub of await payments.listSubscriptions(user.paymentCustomerId)) {
      if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') ids.add(sub.id);
    }
  }
  for (const id of ids) await payments.cancelSubscriptionNow(id);
}
