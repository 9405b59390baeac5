// The billing module's entry point: what other modules may use (docs/architecture.md §1).
export { invoices, portalUrl } from './billing.service';
export { columnsOf, currentFirst, type SubscriptionRecord } from './current-subscription';
export { forgetProviderBillingDetails, providerBillingDetails } from './provider-billing-cache';
export { type PaymentDeps, withProvider } from './provider-calls';
export { providerPriceFor } from './provider-prices';
export { displayStatus, findCustomerId, findSubscriptionAccount } from './subscription-account.repository';
