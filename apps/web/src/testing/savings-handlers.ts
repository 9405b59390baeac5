import type { Fill, FillRequest, Medication, SavingsSummary } from '@arx/contracts';
import { FIX_ERRORS_MESSAGE } from '@arx/contracts/member-messages';
import { centsToDollars } from '@arx/contracts/money';
import {
  dateIn,
  fillSavingCents,
  packLabel,
  SAVINGS_MESSAGES,
  summarizeLedger,
  type Totals,
  validateFill,
  verdictOf,
} from '@arx/contracts/savings-rules';
import { HttpResponse, http } from 'msw';
import { callerOf, unauthorized } from './account-handlers';

/**
 * The savings ledger in the mock API, following the API's rules (the contract's validation and
 * maths). Kept in local storage like the other mock data; each test starts without one. The
 * mock household pays a $9.99 fee this year; a test serves its own summary to say otherwise.
 */
const STORE_KEY = 'arx.mock.savings';
const MOCK_FEES_CENTS = 999;

type StoredFill = Omit<Fill, 'person_name' | 'saving' | 'price_paid' | 'retail_price'> & {
  price_paid_cents: number;
  retail_cents: number | null;
};

function readStore(): Record<string, StoredFill[]> {
  try {
    return JSON.parse(window.localStorage.getItem(STORE_KEY) ?? '{}') as Record<string, StoredFill[]>;
  } catch {
    return {};
  }
}
const fillsOf = (userId: number) => readStore()[String(userId)] ?? [];
const saveFills = (userId: number, fills: StoredFill[]) =>
  window.localStorage.setItem(STORE_KEY, JSON.stringify({ ...readStore(), [userId]: fills }));

/** The card holder (membership id = user id, as the member handlers have it) and the mock family's dependents. */
function peopleOf(user: { id: number; name: string | null }) {
  let dependents: { id: number; display_name: string }[] = [];
  try {
    const family = JSON.parse(window.localStorage.getItem('arx.mock.family') ?? '{}') as Record<
      string,
      typeof dependents
    >;
    dependents = family[String(user.id)] ?? [];
  } catch {}
  return [
    { membership_id: user.id, name: user.name ?? 'Card holder' },
    ...dependents.map((d) => ({ membership_id: d.id, name: d.display_name })),
  ];
}

const newestFirst = (a: StoredFill, b: StoredFill) => b.filled_on.localeCompare(a.filled_on) || b.id - a.id;
const invalid = (errors: string[]) =>
  HttpResponse.json({ code: 'validation_failed', message: FIX_ERRORS_MESSAGE, errors }, { status: 400 });
const notFound = (message: string) => HttpResponse.json({ code: 'not_found', message }, { status: 404 });

export function createSavingsHandlers(medications: Medication[]) {
  const toFill = (stored: StoredFill, people: ReturnType<typeof peopleOf>): Fill => {
    const saving = fillSavingCents(stored);
    const { price_paid_cents, retail_cents, ...rest } = stored;
    return {
      ...rest,
      person_name: people.find((p) => p.membership_id === stored.membership_id)?.name ?? '',
      price_paid: centsToDollars(price_paid_cents),
      retail_price: retail_cents === null ? null : centsToDollars(retail_cents),
      saving: saving === null ? null : centsToDollars(saving),
    };
  };

  return [
    http.get('*/api/v1/savings/fills', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const all = fillsOf(user.id).sort(newestFirst);
      const people = peopleOf(user);
      return HttpResponse.json({
        fills: all.slice(offset, offset + limit).map((f) => toFill(f, people)),
        total: all.length,
        has_more: offset + limit < all.length,
      });
    }),

    http.post('*/api/v1/savings/fills', async ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const checked = validateFill((await request.json()) as FillRequest, dateIn(new Date(), null));
      if (!checked.ok) return invalid(checked.errors);
      const input = checked.value;
      const people = peopleOf(user);
      if (!people.some((p) => p.membership_id === input.membership_id))
        return notFound(SAVINGS_MESSAGES.personNotFound);
      let medication: Pick<StoredFill, 'medication_id' | 'medication_name' | 'pack_label' | 'catalogue_pack'> & {
        retail_cents: number | null;
      };
      if (input.medication.kind === 'free_text') {
        medication = {
          medication_id: null,
          medication_name: input.medication.name,
          pack_label: null,
          catalogue_pack: null,
          retail_cents: null,
        };
      } else {
        const { medication_id, pricing_id } = input.medication;
        const found = medications.find((m) => m.id === medication_id);
        const pack = found?.pricings.find((p) => p.id === pricing_id);
        if (!found || !pack) return invalid([SAVINGS_MESSAGES.packNotFound]);
        medication = {
          medication_id,
          medication_name: `${found.display_name} ${found.strength} ${found.form}`,
          pack_label: packLabel(pack),
          catalogue_pack: {
            display_name: found.display_name,
            strength: found.strength,
            form: found.form,
            quantity: pack.quantity,
            quantity_unit: pack.quantity_unit,
            day_supply: pack.day_supply,
          },
          retail_cents: Math.round(pack.cash_price * 100),
        };
      }
      const fills = fillsOf(user.id);
      const stored: StoredFill = {
        id: Math.max(0, ...fills.map((f) => f.id)) + 1,
        membership_id: input.membership_id,
        filled_on: input.filled_on,
        quantity: input.quantity,
        price_paid_cents: input.price_paid_cents,
        pharmacy: input.pharmacy,
        source: 'member',
        ...medication,
      };
      saveFills(user.id, [...fills, stored]);
      return HttpResponse.json({ fill: toFill(stored, people) }, { status: 201 });
    }),

    http.patch('*/api/v1/savings/fills/:id', async ({ request, params }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const checked = validateFill((await request.json()) as FillRequest, dateIn(new Date(), null), true);
      if (!checked.ok) return invalid(checked.errors);
      const fills = fillsOf(user.id);
      const existing = fills.find((f) => f.id === Number(params.id));
      if (!existing) return notFound(SAVINGS_MESSAGES.fillNotFound);
      const input = checked.value;
      const updated: StoredFill = {
        ...existing,
        ...(input.membership_id === undefined ? {} : { membership_id: input.membership_id }),
        ...(input.filled_on === undefined ? {} : { filled_on: input.filled_on }),
        ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
        ...(input.price_paid_cents === undefined ? {} : { price_paid_cents: input.price_paid_cents }),
        ...(input.pharmacy === undefined ? {} : { pharmacy: input.pharmacy }),
      };
      saveFills(
        user.id,
        fills.map((f) => (f.id === updated.id ? updated : f)),
      );
      return HttpResponse.json({ fill: toFill(updated, peopleOf(user)) });
    }),

    http.delete('*/api/v1/savings/fills/:id', ({ request, params }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const fills = fillsOf(user.id);
      if (!fills.some((f) => f.id === Number(params.id))) return notFound(SAVINGS_MESSAGES.fillNotFound);
      saveFills(
        user.id,
        fills.filter((f) => f.id !== Number(params.id)),
      );
      return new HttpResponse(null, { status: 204 });
    }),

    http.get('*/api/v1/savings/summary', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      const now = new Date();
      const year = now.getUTCFullYear();
      const summary = summarizeLedger(fillsOf(user.id), peopleOf(user), year);
      const dollars = (t: Totals) => ({
        paid: centsToDollars(t.paid_cents),
        retail: centsToDollars(t.retail_cents),
        saving: centsToDollars(t.saving_cents),
        fills: t.fills,
        unpriced_fills: t.unpriced_fills,
      });
      const period = (p: { this_year: Totals; all_time: Totals }) => ({
        this_year: dollars(p.this_year),
        all_time: dollars(p.all_time),
      });
      const verdict = verdictOf(summary.household.this_year.saving_cents, MOCK_FEES_CENTS);
      const body: SavingsSummary = {
        year,
        time_zone: 'UTC',
        household: period(summary.household),
        people: summary.people.map((p) => ({ membership_id: p.membership_id, name: p.name, ...period(p) })),
        fees_paid_this_year: centsToDollars(MOCK_FEES_CENTS),
        verdict: { kind: verdict.kind, amount: centsToDollars(verdict.amount_cents) },
      };
      return HttpResponse.json(body);
    }),
  ];
}
