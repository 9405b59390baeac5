import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  accountExportFileName,
  DELETE_ACCOUNT_CONFIRMATION,
  type DeleteAccountResponse,
} from '@arx/contracts';
import { HttpResponse, http } from 'msw';
import { callerOf, unauthorized } from './account-handlers';

/** The member's own data in the mock API: the export file and account deletion. */
export function createAccountDataHandlers() {
  return [
    http.get('*/api/v1/account/export', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const now = new Date();
      const document: AccountExport = {
        format: 'arx-account-export/1',
        exported_at: now.toISOString(),
        user: {
          email: user.email,
          name: user.name,
          time_zone: 'America/New_York',
          locale: 'en',
          created_at: user.created_at,
          updated_at: user.updated_at,
        },
        subscriptions: [],
        memberships: [],
        bookmarks: [],
        wallet_passes: [],
        pass_links: [],
        invoices: { available: true, items: [], has_more: false },
        consents: [],
        fills: [],
        price_reports: [],
        free_trial_record: {
          explanation: 'A free trial is given once per person.',
          email_on_record: false,
          card_on_record: null,
        },
      };
      return HttpResponse.json(document, {
        headers: {
          'content-disposition': `attachment; filename="${accountExportFileName(now)}"`,
          'cache-control': 'no-store',
        },
      });
    }),
    http.delete('*/api/v1/account', async ({ request }) => {
      if (!callerOf(request)) return unauthorized();
      const body = (await request.json().catch(() => null)) as { confirm?: unknown } | null;
      if (body?.confirm !== DELETE_ACCOUNT_CONFIRMATION) {
        return HttpResponse.json(
          { code: 'validation_failed', message: ACCOUNT_MESSAGES.confirmationRequired },
          { status: 400 },
        );
      }
      return HttpResponse.json<DeleteAccountResponse>({ deleted: true, message: ACCOUNT_MESSAGES.deleted });
    }),
  ];
}
