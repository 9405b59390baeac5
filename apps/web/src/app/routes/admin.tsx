import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { AuditLogPage } from '../../features/admin/components/audit-log-page';
import { BusinessPage } from '../../features/admin/components/business-page';
import { CatalogPage } from '../../features/admin/components/catalog-page';
import { ClaimsPage } from '../../features/admin/components/claims-page';
import { FaqEditorPage } from '../../features/admin/components/faq-editor-page';
import { JobsPage } from '../../features/admin/components/jobs-page';
import { MemberPage } from '../../features/admin/components/member-page';
import { MemberSearchPage } from '../../features/admin/components/member-search-page';
import { OperatorsOnly } from '../../features/admin/components/operators-only';
import { PriceReportsPage } from '../../features/admin/components/price-reports-page';
import { useAuth } from '../../features/auth/auth-context';

/** The back office's pages, under /admin/* (the app's router sends the whole area here, in one chunk). */
const ADMIN_ROUTES: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/members" replace /> },
      { path: 'members', element: <MemberSearchPage /> },
      { path: 'members/:userId', element: <MemberPage /> },
      { path: 'prices', element: <CatalogPage /> },
      { path: 'faqs', element: <FaqEditorPage /> },
      { path: 'business', element: <BusinessPage /> },
      { path: 'price-reports', element: <PriceReportsPage /> },
      { path: 'claims', element: <ClaimsPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'audit', element: <AuditLogPage /> },
      { path: '*', element: <Navigate to="/admin/members" replace /> },
    ],
  },
];

/**
 * /admin (docs/decisions/0016-back-office.md). The protected layout has already sent a visitor to
 * sign in; here a member whose token does not say operator gets a plain refusal. The token only
 * decides what is shown: the API checks every request itself.
 */
export default function AdminPage() {
  const { user } = useAuth();
  const page = useRoutes(ADMIN_ROUTES);
  return user?.isOperator ? page : <OperatorsOnly />;
}
