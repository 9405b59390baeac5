import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS } from '../../features/legal/content/terms-content';

export default function TermsRoute() {
  return <LegalPage document={TERMS} />;
}
