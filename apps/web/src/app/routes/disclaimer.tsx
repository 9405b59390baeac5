import { LegalPage } from '../../features/legal/components/legal-page';
import { DISCLAIMER } from '../../features/legal/content/disclaimer-content';

export default function DisclaimerRoute() {
  return <LegalPage document={DISCLAIMER} />;
}
