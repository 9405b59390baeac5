import { SavingsEstimator } from '../../features/medications/components/savings-estimator';
import { loadMedicationsMessages } from '../../features/medications/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadMedicationsMessages];

export default function DrugPricingPage() {
  return <SavingsEstimator />;
}
