import type { Medication } from '@arx/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFaq, buildMedication, buildPricing } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { MEDICATION_CARD_PALETTE } from '../medications/components/medication-savings-card';
import { CAROUSEL_INTERVAL_MS } from './components/hero-carousel';

const SLIDE_HEADLINES = [
  'Save up to 85% on prescriptions',
  'Accepted at over 60,000 pharmacies',
  'Works with or without insurance',
  'Cover your family and pets',
];

async function findCarousel() {
  return screen.findByRole('region', { name: 'Membership highlights' });
}

/** Inactive slides are aria-hidden, so the only reachable slide heading is the active one. */
function activeHeadline(carousel: HTMLElement) {
  return within(carousel).getByRole('heading', { level: 2 }).textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('home hero carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says it is a savings membership, not insurance, and sends Get Started to /register', async () => {
    renderRoute('/');
    const carousel = await findCarousel();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/savings membership, not insurance/);
    expect(within(carousel).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it('advances every 5000 ms and wraps from slide 4 back to slide 1', async () => {
    renderRoute('/');
    const carousel = await findCarousel();
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
    // shouldAdvanceTime lets a little real time pass before this point, hence the 1 s margin.
    advance(CAROUSEL_INTERVAL_MS - 1000);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
    advance(1000);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[1]);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    advance(CAROUSEL_INTERVAL_MS);
    advance(CAROUSEL_INTERVAL_MS);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[3]);
    advance(CAROUSEL_INTERVAL_MS);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
  });

  it('moves with the arrows and dots, wrapping both ways, and marks the current dot', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/');
    const carousel = await findCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[3]);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[2]);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('pauses while hovered or focused and resumes afterwards', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/');
    const carousel = await findCarousel();
    await user.hover(carousel);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
    await user.unhover(carousel);
    advance(CAROUSEL_INTERVAL_MS);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[1]);

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[1]);
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[2]);
  });

  it('can be stopped with a button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/');
    const carousel = await findCarousel();
    await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    await user.unhover(carousel);
    act(() => screen.getByRole('button', { name: 'Start slide rotation' }).blur());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderRoute('/');
    const carousel = await findCarousel();
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(activeHeadline(carousel)).toBe(SLIDE_HEADLINES[0]);
  });
});

describe('home: How It Works', () => {
  it('has the anchor the navigation points at and the four steps', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'How It Works' });
    const section = heading.closest('section');
    expect(section).toHaveAttribute('id', 'how-it-works');
    const steps = within(section as HTMLElement).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sign up',
      'Activate within 24 hours',
      'Show your card at the pharmacy',
      'Stay covered',
    ]);
    expect(section).toHaveTextContent('stays active until you cancel');
  });
});

function savingsSection() {
  return screen.getByRole('region', { name: 'Real Member Savings' });
}

function serveMedications(medications: Medication[], seen: URL[] = []) {
  server.use(
    http.get('*/api/v1/medications', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({ medications, total: medications.length });
    }),
  );
}

describe('home: Real Member Savings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches 12 highlighted medications and shows at most 6, with their 30-day prices', async () => {
    const seen: URL[] = [];
    const medications = Array.from({ length: 12 }, (_, i) =>
      buildMedication({ id: i + 1, display_name: `Drug ${i + 1}`, strength: '20 mg', form: 'tablet' }),
    );
    serveMedications(medications, seen);
    renderRoute('/');
    await screen.findByRole('heading', { level: 3, name: 'Drug 1' });
    expect(seen[0]?.searchParams.get('highlighted')).toBe('true');
    expect(seen[0]?.searchParams.get('limit')).toBe('12');
    const cards = within(savingsSection()).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Drug 7' })).toBeNull();

    const first = cards[0]!;
    expect(first).toHaveTextContent('20 mg tablet');
    const retail = first.querySelector('s');
    expect(retail).toHaveTextContent('$40.00');
    expect(within(first).getByText('Retail price')).toHaveClass('sr-only');
    expect(first).toHaveTextContent('$9.00');
    expect(first).toHaveTextContent('You save $31.00 (78%)');
    expect(within(savingsSection()).getByRole('link', { name: 'Estimate Your Savings' })).toHaveAttribute(
      'href',
      '/drug-pricing',
    );
  });

  it('colours each card from the 12-colour palette by medication id modulo 12', async () => {
    expect(MEDICATION_CARD_PALETTE).toHaveLength(12);
    serveMedications([
      buildMedication({ id: 13, display_name: 'Thirteen', pricings: [buildPricing({ cash_price: 50 })] }),
      buildMedication({ id: 2, display_name: 'Two' }),
    ]);
    renderRoute('/');
    const thirteen = (await screen.findByRole('heading', { name: 'Thirteen' })).closest('article');
    const two = screen.getByRole('heading', { name: 'Two' }).closest('article');
    expect(thirteen).toHaveClass(MEDICATION_CARD_PALETTE[1].background, MEDICATION_CARD_PALETTE[1].text);
    expect(two).toHaveClass(MEDICATION_CARD_PALETTE[2].background, MEDICATION_CARD_PALETTE[2].text);
    expect(thirteen).not.toHaveClass(MEDICATION_CARD_PALETTE[2].background);
  });

  it('shows "Loading medications..." while the list loads', async () => {
    server.use(
      http.get('*/api/v1/medications', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('Loading medications...')).toBeInTheDocument();
  });

  it('shows the error with a Try again button that reloads the page', async () => {
    server.use(http.get('*/api/v1/medications', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderRoute('/');
    expect(await screen.findByText('Failed to load medications')).toBeInTheDocument();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(within(savingsSection()).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so when no medication is highlighted', async () => {
    serveMedications([]);
    renderRoute('/');
    expect(await screen.findByText('No highlighted medications available at this time')).toBeInTheDocument();
    expect(within(savingsSection()).queryAllByRole('article')).toHaveLength(0);
  });
});

function faqSection() {
  return screen.getByRole('region', { name: 'Frequently Asked Questions' });
}

describe('home: FAQ teaser', () => {
  it('shows up to 4 highlighted FAQs, the 4th only on wide screens, with sanitized answers', async () => {
    const unsafe = '<p>Safe <strong>answer</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const faqs = Array.from({ length: 6 }, (_, i) =>
      buildFaq({ id: i + 1, rank: i + 1, highlighted: true, question: `Question ${i + 1}?`, answer: unsafe }),
    );
    server.use(http.get('*/api/v1/faqs/highlighted', () => HttpResponse.json({ faqs })));
    renderRoute('/');
    await screen.findByText('Question 1?');
    const items = within(faqSection()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.slice(0, 3).map((item) => item.className)).toEqual([
      expect.not.stringContaining('hidden'),
      expect.not.stringContaining('hidden'),
      expect.not.stringContaining('hidden'),
    ]);
    expect(items[3]).toHaveClass('hidden', 'md:block');
    expect(screen.queryByText('Question 5?')).toBeNull();

    // The sanitizer loads on first use; until then the answer stays empty, never raw.
    const answer = items[0]?.querySelector('.rich-text');
    await waitFor(() => expect(answer?.innerHTML).toBe('<p>Safe <strong>answer</strong></p>'));
    expect(within(faqSection()).getByRole('link', { name: 'See More FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('opens an answer when its question is clicked', async () => {
    renderRoute('/');
    const question = await screen.findByText('Is this insurance?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    await waitFor(() => expect(details).toHaveTextContent('No. It is a savings membership.'));
  });

  it('shows a loading message, then the error or empty message', async () => {
    server.use(
      http.get('*/api/v1/faqs/highlighted', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const loading = renderRoute('/');
    expect(await screen.findByText('Loading FAQs...')).toBeInTheDocument();
    loading.unmount();

    server.use(http.get('*/api/v1/faqs/highlighted', () => HttpResponse.json({}, { status: 500 })));
    const failed = renderRoute('/');
    expect(await screen.findByText('Failed to load FAQs')).toBeInTheDocument();
    failed.unmount();

    server.use(http.get('*/api/v1/faqs/highlighted', () => HttpResponse.json({ faqs: [] })));
    renderRoute('/');
    expect(await screen.findByText('No highlighted FAQs yet')).toBeInTheDocument();
  });
});
