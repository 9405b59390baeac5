import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import { type Operator, recordAudit } from '../../audit';
import { emailKeys, enqueueEmail } from '../../email';
import { fullMemberId } from '../../memberships';
import { findHouseholdCards, requireMemberAccount } from './member-records';

/**
 * Sends the welcome e-mail, with the card's member ID, group and BIN, once more (a member who
 * lost it, or whose address was mistyped and fixed). The job is queued in the audit entry's
 * transaction under a key made from that entry, so each resend is one e-mail and one entry.
 * The e-mail is composed when it is sent, from the card as it is then.
 */
export async function resendWelcomeEmail(db: Database, operator: Operator, userId: number): Promise<string> {
  const account = await requireMemberAccount(db, userId);
  // The card holder's card, read without its private fields.
  const card = (await findHouseholdCards(db, userId)).find((c) => c.sequence === 1);
  if (!card) {
    throw new AppError(
      'conflict',
      'This member has no card yet, so there is no welcome e-mail to send. The card is made when their first payment goes through.',
    );
  }
  await withTransaction(db, async (tx) => {
    const entry = await recordAudit(tx, operator, {
      action: 'member.welcome_resent',
      memberUserId: userId,
      subjectType: 'membership',
      subjectId: card.id,
      after: { member_id: fullMemberId(card) },
    });
    await enqueueEmail(tx, emailKeys.welcomeResend(userId, entry.id), { template: 'welcome', userId });
  });
  return `The welcome e-mail with card ${fullMemberId(card)} is on its way to ${account.email}.`;
}
