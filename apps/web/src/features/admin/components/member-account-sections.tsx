import type { AdminMemberDetail } from '@arx/contracts/admin';
import { LOCALE_NAMES } from '@arx/contracts/locales';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDay } from '../admin-format';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';
import { MemberPrivateFields } from './member-private-fields';
import { Fact, Facts, MemberSection, NoneYet } from './member-section';

const CARD_STATUS: Record<AdminMemberDetail['household'][number]['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Inactive', tone: 'gray' },
  suspended: { label: 'Suspended', tone: 'red' },
};

export function AccountSection({ account }: { account: AdminMemberDetail['account'] }) {
  return (
    <MemberSection id="member-account" title="Account">
      <Facts>
        <Fact term="Name">{account.name ?? <span className="text-slate-600">Not given</span>}</Fact>
        <Fact term="E-mail">
          <span className="break-all">{account.email}</span>
        </Fact>
        <Fact term="Joined">
          <time dateTime={account.joined_at}>{formatDay(account.joined_at)}</time>
        </Fact>
        <Fact term="Time zone">{account.time_zone ?? <span className="text-slate-600">Not set</span>}</Fact>
        {/* What their e-mails, card and wallet passes are written in. */}
        <Fact term="Language">
          <span lang={account.locale}>{LOCALE_NAMES[account.locale]}</span>
        </Fact>
        <Fact term="User ID">
          <span className="font-mono">{account.id}</span>
        </Fact>
      </Facts>
    </MemberSection>
  );
}

/** The household's cards, then their private fields behind "Show". */
export function HouseholdSection({ userId, household }: { userId: number; household: AdminMemberDetail['household'] }) {
  return (
    <MemberSection id="member-household" title="Household">
      {household.length === 0 ? (
        <NoneYet>No card yet. The card is made when the first payment goes through.</NoneYet>
      ) : (
        <StackedTable labelledBy="member-household" columns={['Member ID', 'Name', 'Relationship', 'Status']}>
          {household.map((card) => (
            <StackedRow key={card.membership_id}>
              <StackedCell label="Member ID" className="whitespace-nowrap font-mono text-ink">
                {card.member_id}
              </StackedCell>
              <StackedCell label="Name" className="text-ink">
                {card.name}
                {!card.profile_completed && <span className="block text-slate-600 text-xs">Profile not completed</span>}
              </StackedCell>
              <StackedCell label="Relationship" className="text-ink">
                {card.relationship}
              </StackedCell>
              <StackedCell label="Status">
                <Badge tone={CARD_STATUS[card.status].tone}>{CARD_STATUS[card.status].label}</Badge>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
      {household.length > 0 && <MemberPrivateFields userId={userId} />}
    </MemberSection>
  );
}
