import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admin/admin.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { authRoutes } from './auth/auth.routes';
import { billingRoutes } from './billing/billing.routes';
import { bookmarksRoutes } from './bookmarks/bookmarks.routes';
import { cancellationRoutes } from './cancellation/cancellation.routes';
import { cardIssuerRoutes } from './card-issuer/card-issuer.routes';
import { familyRoutes } from './family/family.routes';
import { faqsRoutes } from './faqs/faqs.routes';
import { medicationsRoutes } from './medications/medications.routes';
import { membershipsRoutes } from './memberships/memberships.routes';
import type { ModuleDeps } from './module-deps';
import { priceReportsRoutes } from './price-reports/price-reports.routes';
import { productsRoutes } from './products/products.routes';
import { savingsRoutes } from './savings/savings.routes';
import { stripeWebhookRoutes } from './subscriptions/stripe-webhook.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { usersRoutes } from './users/users.routes';
import { passWebServiceRoutes } from './wallet/pass-web-service.routes';
import { walletRoutes } from './wallet/wallet.routes';

/** Every domain's routes, mounted under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(productsRoutes(deps));
  await api.register(medicationsRoutes(deps));
  await api.register(faqsRoutes(deps));
  await api.register(cardIssuerRoutes(deps));
  await api.register(analyticsRoutes(deps));
  await api.register(authRoutes(deps));
  await api.register(usersRoutes(deps));
  await api.register(subscriptionsRoutes(deps));
  await api.register(billingRoutes(deps));
  await api.register(cancellationRoutes(deps));
  await api.register(membershipsRoutes(deps));
  await api.register(familyRoutes(deps));
  await api.register(bookmarksRoutes(deps));
  await api.register(walletRoutes(deps));
  await api.register(passWebServiceRoutes(deps));
  await api.register(savingsRoutes(deps));
  await api.register(priceReportsRoutes(deps));
  await api.register(accountRoutes(deps));
  await api.register(adminRoutes(deps));
  await api.register(stripeWebhookRoutes({ db: deps.db, payments: deps.integrations.payments }));
}
