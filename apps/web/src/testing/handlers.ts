import type { Faq, Medication, Product } from '@arx/contracts';
import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { HttpResponse, http } from 'msw';
import { createAccountDataHandlers } from './account-data-handlers';
import { createAccountHandlers } from './account-handlers';
import { createCancellationHandlers } from './cancellation-handlers';
import { buildAuthToken, buildFaq, buildMedication, buildPlans } from './factories';
import { createFamilyHandlers } from './family-handlers';
import { createMedicationPageHandlers } from './medication-page-handlers';
import { bookmarkedMedicationIds, createMemberHandlers } from './member-handlers';
import { createPriceReportHandlers } from './price-report-handlers';
import { createSavingsHandlers } from './savings-handlers';
import { createWalletHandlers } from './wallet-handlers';

/**
 * In-memory stand-ins for the API, used by the component tests and by `npm run dev:mock`.
 * Tests override single handlers with `server.use(...)` for error and empty states. The
 * signed-in endpoints are in account-handlers.ts (sign-out, subscriptions, billing),
 * cancellation-handlers.ts (cancelling and keeping the membership) and
 * member-handlers.ts (profile, card, bookmarks), family-handlers.ts (the card holder's family)
 * and wallet-handlers.ts (wallet passes and share links).
 */
type MockData = { products: Product[]; medications: Medication[]; faqs: Faq[] };

function defaultMockData(): MockData {
  const names = [
    ['Atorvastatin', 'Lipitor', '20 mg'],
    ['Metformin', 'Glucophage', '500 mg'],
    ['Lisinopril', 'Zestril', '10 mg'],
    ['Levothyroxine', 'Synthroid', '50 mcg'],
    ['Amlodipine', 'Norvasc', '5 mg'],
    ['Sertraline', 'Zoloft', '50 mg'],
    ['Omeprazole', 'Prilosec', '20 mg'],
    ['Losartan', 'Cozaar', '50 mg'],
  ] as const;
  return {
    products: buildPlans(),
    medications: names.map(([display, brand, strength], i) =>
      buildMedication({
        id: i + 1,
        display_name: display,
        brand_name: brand,
        generic_name: display.toLowerCase(),
        strength,
        highlighted: i < 7,
      }),
    ),
    faqs: [
      buildFaq({
        id: 1,
        rank: 1,
        highlighted: true,
        question: 'Is this insurance?',
        answer: '<p>No. It is a savings membership.</p>',
      }),
      buildFaq({
        id: 2,
        rank: 2,
        highlighted: true,
        question: 'Where can I use my card?',
        answer: '<p>At 60,000+ pharmacies.</p>',
      }),
      buildFaq({ id: 3, rank: 3, highlighted: true, question: 'Can I cancel anytime?', answer: '<p>Yes.</p>' }),
      buildFaq({
        id: 4,
        rank: 4,
        highlighted: true,
        question: 'Does it cover pets?',
        answer: '<p>Yes, on Partner/Pet.</p>',
      }),
      buildFaq({ id: 5, rank: 5, highlighted: false, question: 'How do refunds work?', answer: '<p>Ask support.</p>' }),
    ],
  };
}

function matches(m: Medication, words: string[]): boolean {
  const text = [m.display_name, m.brand_name ?? '', m.generic_name, m.strength, m.form, m.full_description]
    .join('\n')
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

export function createHandlers(data: MockData = defaultMockData()) {
  // The sign-in codes already traded: like the API, each code works once.
  const spentCodes = new Set<string>();
  return [
    http.post('*/api/v1/auth/token', async ({ request }) => {
      const { code } = ((await request.json().catch(() => null)) ?? {}) as { code?: unknown };
      if (typeof code !== 'string' || !/^[\w-]{43}$/.test(code) || spentCodes.has(code)) {
        return HttpResponse.json({ code: 'bad_request', message: SIGN_IN_MESSAGES.codeRefused }, { status: 400 });
      }
      spentCodes.add(code);
      return HttpResponse.json({ token: buildAuthToken() }, { headers: { 'cache-control': 'no-store' } });
    }),
    http.get('*/api/v1/products', () => HttpResponse.json({ products: data.products })),
    http.get('*/api/v1/products/:id', ({ params }) => {
      const product = data.products.find((p) => p.id === Number(params.id));
      return product
        ? HttpResponse.json({ product })
        : HttpResponse.json({ code: 'not_found', message: 'Plan not found' }, { status: 404 });
    }),
    http.get('*/api/v1/medications', ({ request }) => {
      const url = new URL(request.url);
      const words = (url.searchParams.get('search') ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const daySupply = url.searchParams.get('day_supply');
      let list = data.medications.filter((m) => matches(m, words));
      if (url.searchParams.get('highlighted') === 'true') list = list.filter((m) => m.highlighted);
      if (daySupply) {
        list = list.map((m) => ({
          ...m,
          pricings: m.pricings.filter(
            (p) => p.day_supply === null || p.day_supply === Number(daySupply) || ![30, 90].includes(p.day_supply),
          ),
        }));
      }
      if (url.searchParams.get('has_prices') === 'true') list = list.filter((m) => m.pricings.length > 0);
      list = [...list].sort((a, b) => a.display_name.localeCompare(b.display_name));
      const bookmarked = bookmarkedMedicationIds(request);
      if (bookmarked) list = list.map((m) => ({ ...m, is_bookmarked: bookmarked.has(m.id) }));
      return HttpResponse.json({ medications: list.slice(0, limit), total: list.length });
    }),
    http.get('*/api/v1/faqs', () => HttpResponse.json({ faqs: [...data.faqs].sort((a, b) => a.rank - b.rank) })),
    http.get('*/api/v1/faqs/highlighted', () =>
      HttpResponse.json({ faqs: data.faqs.filter((f) => f.highlighted).sort((a, b) => a.rank - b.rank) }),
    ),
    // The demo card's issuer, as a fresh clone answers it.
    http.get('*/api/v1/card_issuer', () =>
      HttpResponse.json({
        processor_name: 'Demo Rx Processing',
        rx_pcn: 'ARXDEMO',
        helpdesk_phone: '1-800-555-0134',
        member_services_phone: '1-800-555-0199',
        website_label: 'localhost:3000',
        website_url: 'http://localhost:3000',
      }),
    ),
    http.post('*/api/v1/analytics/page_views', () => new HttpResponse(null, { status: 204 })),
    ...createAccountHandlers(data.products),
    ...createCancellationHandlers(data.products),
    ...createMemberHandlers(data.products, data.medications),
    // After the member handlers: PATCH /memberships/update_profile must not be taken for an id.
    ...createFamilyHandlers(data.products),
    ...createWalletHandlers(data.products),
    ...createAccountDataHandlers(),
    ...createSavingsHandlers(data.medications),
    ...createPriceReportHandlers(data.medications),
    ...createMedicationPageHandlers(data.medications),
  ];
}
