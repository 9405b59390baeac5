import type { AdminMemberDetail } from '@arx/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { buildAdminJob, operatorClaims } from './testing/admin-factories';
import { buildCatalogUpload } from './testing/catalog-factories';
import { buildAdminFaq } from './testing/faq-factories';
import { buildInvoice, buildMemberDetail, buildSubscription } from './testing/member-page-factories';

const READ_ONLY = 'The back office is read-only in the public demo.';

function serveMember(detail: AdminMemberDetail) {
  server.use(
    http.get('*/api/v1/admin/members/41', () => HttpResponse.json(detail)),
    http.get('*/api/v1/admin/audit', () => HttpResponse.json({ events: [], next: null })),
  );
}

/** The server names a public demo's parts in index.html (ALLOW_DEMO_PROVIDERS=true). */
function startPublicDemo() {
  const meta = document.createElement('meta');
  meta.name = 'arx-demo-parts';
  meta.content = 'sign-in payments mail';
  document.head.append(meta);
}

describe('in a public demo, the back office is read-only', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
    startPublicDemo();
  });
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="arx-demo-parts"]')) meta.remove();
  });

  it('says so on every page, and the member page’s actions are turned off while everything shows', async () => {
    serveMember(
      buildMemberDetail({
        subscriptions: [buildSubscription()],
        invoices: { available: true, items: [buildInvoice({ number: 'INV-0042' })], has_more: false },
      }),
    );
    renderRoute('/admin/members/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Ruiz' })).toBeInTheDocument();
    // (The Demo banner of every page is a status too.)
    expect(screen.getByText(READ_ONLY).closest('[role="status"]')).toHaveTextContent('nothing can be changed');
    for (const name of ['Resend welcome e-mail', 'Cancel membership', 'Refund invoice INV-0042', 'Show']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveTextContent('INV-0042');
  });

  it('turns off publishing, uploading and rolling back the catalogue, and the FAQs’, jobs’ and price reports’ changes', async () => {
    server.use(
      http.get('*/api/v1/admin/catalog/uploads', () =>
        HttpResponse.json({
          catalog_version: 3,
          uploads: [
            buildCatalogUpload({ status: 'published', live: true, file_name: 'June.csv' }),
            buildCatalogUpload({ status: 'published', live: false, file_name: 'May.csv' }),
          ],
        }),
      ),
      http.get('*/api/v1/admin/faqs', () =>
        HttpResponse.json({ faqs: [buildAdminFaq({ question: 'First?' }), buildAdminFaq({ question: 'Second?' })] }),
      ),
      http.get('*/api/v1/admin/jobs', () => HttpResponse.json({ jobs: [buildAdminJob({ key: 'welcome:3' })] })),
      http.get('*/api/v1/admin/price_reports', () =>
        HttpResponse.json({
          reports: [
            {
              id: 7,
              status: 'open',
              reporter: { user_id: 42, email: 'reporter@example.com', member_id: 'ARX-000042-01' },
              medication_name: 'Atorvastatin 20 mg tablet',
              pack_label: null,
              pharmacy: 'Main Street Pharmacy',
              charged_on: '2026-03-05',
              shown_price: null,
              charged: 15,
              difference: null,
              note: null,
              answer: null,
              answered_at: null,
              created_at: '2026-03-05T15:00:00.000Z',
            },
          ],
          next: null,
        }),
      ),
    );

    const { router } = renderRoute('/admin/prices');
    expect(await screen.findByRole('button', { name: /^Roll back to this: #\d+ May\.csv$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    await router.navigate('/admin/faqs');
    const list = await screen.findByRole('list', { name: 'FAQs in their public order' });
    expect(within(list).getByRole('button', { name: 'Delete “First?”' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move down “First?”' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'New FAQ' }));
    expect(await screen.findByRole('button', { name: 'Publish FAQ' })).toBeDisabled();

    await router.navigate('/admin/jobs');
    expect(await screen.findByRole('button', { name: /Retry .* welcome:3/ })).toBeDisabled();

    await router.navigate('/admin/price-reports');
    expect(await screen.findByRole('button', { name: 'Send Answer' })).toBeDisabled();
  });
});

describe('on a local try-out (no public demo), the back office works', () => {
  it('shows no read-only notice and leaves the actions on', async () => {
    signInAs(operatorClaims());
    serveMember(buildMemberDetail({ subscriptions: [buildSubscription()] }));
    renderRoute('/admin/members/41');
    expect(await screen.findByRole('button', { name: 'Cancel membership' })).toBeEnabled();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
  });

  it('works in a public demo whose sign-in is a real provider: only operators sign in there', async () => {
    const meta = document.createElement('meta');
    meta.name = 'arx-demo-parts';
    meta.content = 'payments mail';
    document.head.append(meta);
    try {
      signInAs(operatorClaims());
      serveMember(buildMemberDetail({ subscriptions: [buildSubscription()] }));
      renderRoute('/admin/members/41');
      expect(await screen.findByRole('button', { name: 'Cancel membership' })).toBeEnabled();
      expect(screen.queryByText(READ_ONLY)).toBeNull();
    } finally {
      meta.remove();
    }
  });
});
