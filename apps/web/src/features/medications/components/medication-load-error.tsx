import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';

/** A medication page whose prices could not be loaded: try again, or search in the estimator. */
export function MedicationLoadError({ retry, isRetrying }: { retry(): void; isRetrying: boolean }) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <StatusScreen
        tone="warning"
        icon={
          <>
            <path d="M12 9v4" />
            <path d="M12 17h.01" />
            <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          </>
        }
        title={t`Failed to load medication prices`}
        actions={
          <>
            <Button onClick={retry} disabled={isRetrying}>
              <Trans>Try again</Trans>
            </Button>
            <ButtonLink to="/drug-pricing" variant="secondary">
              <Trans>Go to the Savings Estimator</Trans>
            </ButtonLink>
          </>
        }
      >
        <p className="mt-3 text-lg text-slate-700">
          <Trans>Something went wrong while loading this page. Check your connection and try again.</Trans>
        </p>
      </StatusScreen>
    </div>
  );
}
