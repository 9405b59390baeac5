import { SavingsEstimator } from '../../features/medications/components/savings-estimator';

export default function DrugPricingPage() {
  return <SavingsEstimator />;
}
