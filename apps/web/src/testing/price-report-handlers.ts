import {
  type CreatePriceReportRequest,
  type Medication,
  type PriceReport,
  packLabel,
  validatePriceReport,
} from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import { centsToDollars } from '@arx/contracts/money';
import { dateIn } from '@arx/contracts/savings-rules';
import { HttpResponse, http } from 'msw';
import { callerOf, unauthorized } from './account-handlers';
import { packFor } from './savings-factories';

/**
 * The member's price reports in the mock API, following the API's rules (the contract's
 * validation). Kept in local storage like the other mock data; each test starts without one.
 */
const STORE_KEY = 'arx.mock.price_reports';

function readStore(): Record<string, PriceReport[]> {
  try {
    return JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, PriceReport[]>;
  } catch {
    return {};
  }
}
const reportsOf = (userId: number) => readStore()[String(userId)] ?? [];

/** A member's reports as a test wants them on the dashboard. */
export function storePriceReports(userId: number, reports: PriceReport[]) {
  window.localStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [userId]: reports }));
}

export function buildPriceReport(overrides: Partial<PriceReport> = {}): PriceReport {
  return {
    id: 1,
    medication_id: 1,
    fill_id: null,
    medication_name: 'Atorvastatin 20 mg tablet',
    pack_label: '30 tablets · 30 days',
    shown_price: 9,
    charged: 15,
    charged_on: '2026-03-05',
    pharmacy: 'Main Street Pharmacy',
    note: null,
    status: 'open',
    answer: null,
    answered_at: null,
    created_at: '2026-03-05T15:00:00.000Z',
    ...overrides,
    catalogue_pack: packFor(overrides),
  };
}

export function createPriceReportHandlers(medications: Medication[]) {
  return [
    http.get('*/api/v1/price_reports', ({ request }) => {
      const user = callerOf(request);
      return user ? HttpResponse.json({ reports: reportsOf(user.id) }) : unauthorized();
    }),
    http.post('*/api/v1/price_reports', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const body = ((await request.json()) ?? {}) as CreatePriceReportRequest;
      const checked = validatePriceReport(
        body,
        dateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone ?? null),
      );
      if (!checked.ok) {
        return HttpResponse.json(
          {
            code: 'validation_failed',
            message: FIX_ERRORS_MESSAGE,
            errors: Object.values(checked.errors),
          },
          { status: 400 },
        );
      }
      const { source, ...input } = checked.value;
      const medication = source.kind === 'catalogue' ? medications.find((m) => m.id === source.medication_id) : null;
      const pack = medication?.pricings.find((p) => p.id === (source.kind === 'catalogue' ? source.pricing_id : 0));
      const existing = reportsOf(user.id);
      const report = buildPriceReport({
        id: existing.length + 1,
        medication_id: medication?.id ?? null,
        fill_id: source.kind === 'fill' ? source.fill_id : null,
        medication_name: medication ? `${medication.display_name} ${medication.strength}` : 'Recorded fill',
        pack_label: pack ? packLabel(pack) : null,
        catalogue_pack:
          medication && pack
            ? {
                display_name: medication.display_name,
                strength: medication.strength,
                form: medication.form,
                quantity: pack.quantity,
                quantity_unit: pack.quantity_unit,
                day_supply: pack.day_supply,
              }
            : null,
        shown_price: pack ? pack.member_price : null,
        charged: centsToDollars(input.charged_cents),
        charged_on: input.charged_on,
        pharmacy: input.pharmacy,
        note: input.note,
        created_at: new Date().toISOString(),
      });
      storePriceReports(user.id, [report, ...existing]);
      return HttpResponse.json({ report }, { status: 201 });
    }),
  ];
}
