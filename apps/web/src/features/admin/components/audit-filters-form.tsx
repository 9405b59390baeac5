import { type FormEvent, useId, useState } from 'react';
import { FieldLabel, INPUT_CLASSES } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import type { AuditFilters } from '../api/get-audit-events';

type Props = {
  /** The filters in the URL; the form starts from them (it is re-mounted when they change). */
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
};

const hasAny = (filters: AuditFilters) => Object.values(filters).some(Boolean);

/** Filters of the audit log. The API checks them and says what it cannot take. */
export function AuditFiltersForm({ filters, onApply }: Props) {
  const ids = {
    email: useId(),
    emailHint: useId(),
    operator: useId(),
    member: useId(),
    memberText: useId(),
    memberHint: useId(),
    action: useId(),
    actionHint: useId(),
  };
  const [email, setEmail] = useState(filters.operator_email ?? '');
  const [operator, setOperator] = useState(filters.operator_user_id ?? '');
  const [member, setMember] = useState(filters.member_user_id ?? '');
  const [memberText, setMemberText] = useState(filters.member ?? '');
  const [action, setAction] = useState(filters.action ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      operator_email: email.trim() || undefined,
      operator_user_id: operator.trim() || undefined,
      member: memberText.trim() || undefined,
      member_user_id: member.trim() || undefined,
      action: action.trim() || undefined,
    });
  };

  return (
    <search>
      {/* noValidate: the API's words about an e-mail it cannot take, not the browser's bubble. */}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Filter the audit log"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <FieldLabel htmlFor={ids.memberText}>Member</FieldLabel>
            <input
              id={ids.memberText}
              value={memberText}
              onChange={(event) => setMemberText(event.target.value)}
              aria-describedby={ids.memberHint}
              autoComplete="off"
              spellCheck={false}
              placeholder="ARX-000123, dana@… or Dana Ruiz"
              className={INPUT_CLASSES}
            />
            <p id={ids.memberHint} className="mt-1.5 text-slate-600 text-sm">
              A member ID, or part of an e-mail or a name.
            </p>
          </div>
          <div>
            <FieldLabel htmlFor={ids.email}>Operator e-mail</FieldLabel>
            <input
              id={ids.email}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={ids.emailHint}
              autoComplete="off"
              spellCheck={false}
              className={INPUT_CLASSES}
            />
            <p id={ids.emailHint} className="mt-1.5 text-slate-600 text-sm">
              The whole address, in any case.
            </p>
          </div>
          <div>
            <FieldLabel htmlFor={ids.operator}>Operator user ID</FieldLabel>
            <input
              id={ids.operator}
              value={operator}
              onChange={(event) => setOperator(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              className={INPUT_CLASSES}
            />
          </div>
          <div>
            <FieldLabel htmlFor={ids.member}>Member user ID</FieldLabel>
            <input
              id={ids.member}
              value={member}
              onChange={(event) => setMember(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              className={INPUT_CLASSES}
            />
          </div>
          <div>
            <FieldLabel htmlFor={ids.action}>Action</FieldLabel>
            <input
              id={ids.action}
              value={action}
              onChange={(event) => setAction(event.target.value)}
              aria-describedby={ids.actionHint}
              autoComplete="off"
              spellCheck={false}
              placeholder="member.refund, member.cancel"
              className={INPUT_CLASSES}
            />
            <p id={ids.actionHint} className="mt-1.5 text-slate-600 text-sm">
              Areas (member) or actions (member.refund), separated by commas.
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button type="submit">Apply filters</Button>
          {hasAny(filters) && (
            <Button variant="ghost" onClick={() => onApply({})}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
