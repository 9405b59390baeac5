import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';

/** What a signed-in member sees at /admin: a plain refusal and the way back to their own pages. */
export function OperatorsOnly() {
  return (
    <StatusScreen
      tone="warning"
      icon={
        <>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </>
      }
      title="This area is for the club’s operators."
      actions={<ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>}
    >
      <p className="mt-3 text-slate-700">Your membership, card and billing are on your dashboard.</p>
    </StatusScreen>
  );
}
