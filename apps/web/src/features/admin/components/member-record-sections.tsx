import type { AdminMemberDetail } from '@arx/contracts/admin';
import { formatUsd } from '@arx/contracts/money';
import { formatDateTime } from '../admin-format';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';
import { Fact, Facts, MemberSection, NoneYet } from './member-section';

const WHEN = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** What the member agreed to at checkout: the terms exactly as shown beside Pay, folded away. */
export function ConsentSection({ consents }: { consents: AdminMemberDetail['consents'] }) {
  return (
    <MemberSection id="member-consent" title="Consent record">
      {consents.length === 0 ? (
        <NoneYet>No consent recorded: the member has not been through checkout.</NoneYet>
      ) : (
        <ul className="space-y-4">
          {consents.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 p-4">
              <Facts>
                <Fact term="Agreed">
                  <WHEN iso={c.agreed_at} />
                </Fact>
                <Fact term="Plan">{`${c.plan_name}, ${formatUsd(c.amount)} / ${c.interval}`}</Fact>
                <Fact term="Free trial">{c.trial_days > 0 ? `${c.trial_days} days` : 'None'}</Fact>
                <Fact term="Terms version">{c.terms_version}</Fact>
                <Fact term="Membership ended">
                  {c.membership_ended_at ? <WHEN iso={c.membership_ended_at} /> : '—'}
                </Fact>
              </Facts>
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center rounded font-semibold text-brand-800 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
                  Terms as shown
                </summary>
                <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-slate-800 text-sm">{c.terms_text}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}

/** E-mails sent: the kind and subject, never the body (it may speak of the member's medicines). */
export function EmailsSection({ emails }: { emails: AdminMemberDetail['emails'] }) {
  return (
    <MemberSection id="member-emails" title="E-mails sent">
      {emails.length === 0 ? (
        <NoneYet>No e-mails sent yet.</NoneYet>
      ) : (
        <StackedTable labelledBy="member-emails" columns={['Sent', 'Kind', 'Subject', 'To']}>
          {emails.map((e) => (
            <StackedRow key={e.id}>
              <StackedCell label="Sent" className="whitespace-nowrap">
                <WHEN iso={e.sent_at} />
              </StackedCell>
              <StackedCell label="Kind" className="font-mono text-ink">
                {e.kind}
              </StackedCell>
              <StackedCell label="Subject" className="text-ink">
                {e.subject}
              </StackedCell>
              <StackedCell label="To" className="break-all text-ink">
                {e.to}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </MemberSection>
  );
}

export function WalletPassesSection({ passes }: { passes: AdminMemberDetail['wallet_passes'] }) {
  return (
    <MemberSection id="member-wallet" title="Wallet passes">
      {passes.length === 0 ? (
        <NoneYet>No card has been added to a wallet.</NoneYet>
      ) : (
        <StackedTable labelledBy="member-wallet" columns={['Member ID', 'Name', 'First issued', 'Last issued']}>
          {passes.map((p) => (
            <StackedRow key={p.member_id}>
              <StackedCell label="Member ID" className="whitespace-nowrap font-mono text-ink">
                {p.member_id}
              </StackedCell>
              <StackedCell label="Name" className="text-ink">
                {p.name}
              </StackedCell>
              <StackedCell label="First issued">
                <WHEN iso={p.first_issued_at} />
              </StackedCell>
              <StackedCell label="Last issued">
                <WHEN iso={p.last_issued_at} />
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </MemberSection>
  );
}
