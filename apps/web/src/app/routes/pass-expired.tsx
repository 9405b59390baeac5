import { PassExpiredScreen } from '../../features/wallet/components/pass-expired-screen';

export default function PassExpiredPage() {
  return <PassExpiredScreen />;
}
