import { useResendMemberWelcome } from '../api/resend-member-welcome';
import { MemberActionDialog } from './member-action-dialog';

type Props = { userId: number; email: string; onDone: (message: string) => void; onClose: () => void };

/** "Resend welcome e-mail", confirmed first: each resend is an e-mail to the member and an entry in their history. */
export function MemberWelcomeDialog({ userId, email, onDone, onClose }: Props) {
  const resend = useResendMemberWelcome(userId);
  return (
    <MemberActionDialog
      title="Resend the welcome e-mail?"
      consequence={
        <p>
          <span className="break-all font-semibold">{email}</span> gets the welcome e-mail again, with the card’s member
          ID, group and BIN. The resend is recorded in the member’s history.
        </p>
      }
      submitLabel={resend.isPending ? 'Sending...' : 'Resend e-mail'}
      busy={resend.isPending}
      error={resend.error}
      errorFallback="The e-mail could not be queued. Please try again."
      onSubmit={() => resend.mutate(undefined, { onSuccess: (data) => onDone(data.message) })}
      onClose={onClose}
      // The safe button first: Enter on a dialog opened by mistake sends nothing.
      isCloseFocused
    />
  );
}
