import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';

export function LoadingScreen() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={t`Loading page`} className="scale-150" />
    </div>
  );
}
