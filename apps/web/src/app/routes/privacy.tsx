import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY } from '../../features/legal/content/privacy-content';

export default function PrivacyRoute() {
  return <LegalPage document={PRIVACY} />;
}
