import { SavingsEstimator } from '../../features/medications/components/savings-estimator';
import { loadMedicationsMessages } from '../../features/medications/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadMedicationsMessages);

export default function DrugPricingPage() {
  return <SavingsEstimator />;
}
