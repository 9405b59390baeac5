import { Spinner } from '../../components/ui/spinner';

export function LoadingScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading page" className="scale-150" />
    </div>
  );
}
