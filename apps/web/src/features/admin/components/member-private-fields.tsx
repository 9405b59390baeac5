import type { AdminPrivateFieldsResponse } from '@arx/contracts/admin';
import { Button } from '../../../components/ui/button';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { useShowMemberPrivateFields } from '../api/show-member-private-fields';
import { ReauthNotice } from './reauth-notice';

type Person = AdminPrivateFieldsResponse['people'][number];

// A date of birth is a calendar day, not a moment: read in UTC so no time zone moves it a day.
const BIRTH_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function birthDay(isoDay: string | null): string {
  const date = isoDay ? new Date(`${isoDay.slice(0, 10)}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? BIRTH_DAY.format(date) : 'Not given';
}

function addressLines(address: Person['address']): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street ?? '', cityLine].filter(Boolean);
}

/**
 * Dates of birth and addresses, hidden until the operator asks (minimum necessary). Asking is
 * recorded in the member's history, which the operator is told before pressing Show.
 */
export function MemberPrivateFields({ userId }: { userId: number }) {
  const show = useShowMemberPrivateFields(userId);
  return (
    <div className="mt-6 border-slate-200 border-t pt-4">
      <h3 className="font-semibold text-ink">Dates of birth and addresses</h3>
      {show.isSuccess ? (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {show.data.people.map((person) => (
              <li key={person.membership_id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-ink">
                  {person.name} <span className="font-mono font-normal text-slate-700">{person.member_id}</span>
                </p>
                <p className="mt-1 text-ink">
                  <span className="font-medium text-slate-600">Date of birth: </span>
                  {birthDay(person.date_of_birth)}
                </p>
                <p className="mt-1 text-ink">
                  <span className="font-medium text-slate-600">Address: </span>
                  {addressLines(person.address).join(', ') || 'Not given'}
                </p>
              </li>
            ))}
          </ul>
          <Button variant="ghost" className="mt-3" onClick={() => show.reset()}>
            Hide
          </Button>
        </>
      ) : (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700 text-sm">
            Hidden. Showing them is recorded in this member’s history, with your name.
          </p>
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={() => show.mutate()}
            disabled={show.isPending || isBackOfficeReadOnly()}
          >
            {show.isPending ? 'Showing...' : 'Show'}
          </Button>
        </div>
      )}
      {show.isError && (
        <div className="mt-3">
          {isReauthRequired(show.error) ? (
            <ReauthNotice message={show.error.message} />
          ) : (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-900 text-sm">
              {failureMessage(show.error, 'The private fields could not be shown. Please try again.')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
