import type { AdminPrivateFieldsResponse } from '@arx/contracts/admin';
import type { Database } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { type Operator, recordAudit } from '../../audit';
import { findHouseholdMemberships, fullMemberId, type MembershipRecord } from '../../memberships';
import { requireMemberAccount } from './member-records';

function addressOf(card: MembershipRecord): AdminPrivateFieldsResponse['people'][number]['address'] {
  const { addressStreet: street, addressCity: city, addressState: state, addressZip: zip } = card;
  if (!street && !city && !state && !zip) return null;
  return { street, city, state, zip };
}

/**
 * "Show" on the member page (docs/decisions/0016-back-office.md, minimum necessary): the
 * household's dates of birth and addresses, decrypted by the memberships repository as the
 * member's own profile reads them. Showing them is itself audited, in the transaction that reads
 * them, so nothing is shown without its entry; the entry holds who looked at whose, never a value.
 */
export async function showPrivateFields(
  db: Database,
  operator: Operator,
  userId: number,
): Promise<AdminPrivateFieldsResponse> {
  await requireMemberAccount(db, userId);
  return withTransaction(db, async (tx) => {
    const cards = await findHouseholdMemberships(tx, userId);
    await recordAudit(tx, operator, {
      action: 'member.private_fields.shown',
      memberUserId: userId,
      subjectType: 'user',
      subjectId: userId,
    });
    return {
      people: cards.map((card) => ({
        membership_id: card.id,
        member_id: fullMemberId(card),
        name: card.displayName,
        date_of_birth: card.dateOfBirth,
        address: addressOf(card),
      })),
    };
  });
}
