import type { FamilyMembership } from '@arx/contracts';
import { FAMILY_MESSAGES } from '@arx/contracts/family';
import { useId, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useRemoveFamilyMember } from '../api/remove-family-member';

const memberRemovedToast = (name: string) => `${name} was removed from your plan`;
const removalQuestion = (name: string) => `Are you sure you want to remove ${name}? This action cannot be undone.`;

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-red-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

type Props = { member: FamilyMembership; onChanged: () => unknown; onClose: () => void; onRemoved: () => void };

/** docs/product.md §2: removal is confirmed first; Cancel has the focus, so a stray Enter removes no one. */
export function RemoveMemberDialog({ member, onChanged, onClose, onRemoved }: Props) {
  const id = useId();
  const toast = useToast();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useRemoveFamilyMember(onChanged);
  const busy = remove.isPending;

  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.show(memberRemovedToast(member.display_name), 'success');
        onRemoved();
      },
      onError: () => toast.show(FAMILY_MESSAGES.removeFailed, 'error'),
    });

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-question`}
      initialFocus={cancel}
      className="sm:max-w-md"
    >
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          Remove Member
        </h2>
        <p id={`${id}-question`} className="mt-3 break-words text-slate-700">
          {removalQuestion(member.display_name)}
        </p>
        {remove.isError && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900 text-sm"
          >
            {FAMILY_MESSAGES.removeFailed}
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" onClick={onClose} disabled={busy} className={buttonClasses('ghost')}>
            Cancel
          </button>
          <button type="button" onClick={onRemove} disabled={busy} className={DANGER_BUTTON}>
            {busy ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
