import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildFaq } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';

const page = () => within(screen.getByRole('main'));

describe('the FAQ page (/faq)', () => {
  it('lists every FAQ in the order the API ranks them, each as a disclosure', async () => {
    renderRoute('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    await page().findByText('Is this insurance?');
    const questions = page()
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent);
    expect(questions).toEqual([
      'Is this insurance?',
      'Where can I use my card?',
      'Can I cancel anytime?',
      'Does it cover pets?',
      'How do refunds work?',
    ]);
    const details = page().getByText('Is this insurance?').closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(page().getByText('Is this insurance?'));
    expect(details.open).toBe(true);
    expect(await within(details).findByText('No. It is a savings membership.')).toBeInTheDocument();
  });

  it('renders answers as sanitized HTML', async () => {
    server.use(
      http.get('*/api/v1/faqs', () =>
        HttpResponse.json({
          faqs: [
            buildFaq({
              question: 'Is it safe?',
              answer:
                '<p>Yes, <strong>very</strong>.</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:alert(1)" onclick="alert(1)">click</a>',
            }),
          ],
        }),
      ),
    );
    renderRoute('/faq');
    const summary = await page().findByText('Is it safe?');
    const answer = summary.closest('details')!.querySelector('.rich-text')!;
    await waitFor(() => expect(answer.querySelector('strong')).toHaveTextContent('very'));
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(answer.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('links to registration, support and the plans', async () => {
    renderRoute('/faq');
    await page().findByText('Is this insurance?');
    expect(page().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(page().getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@arxsavingsclub\.com/),
    );
    expect(page().getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/register?step=plans');
  });

  it('shows a spinner and "Loading FAQs..." while loading', async () => {
    server.use(
      http.get('*/api/v1/faqs', async () => {
        await delay('infinite');
      }),
    );
    renderRoute('/faq');
    expect(await page().findByText('Loading FAQs...', { selector: 'p' })).toBeInTheDocument();
    expect(page().getByRole('status')).toHaveTextContent('Loading FAQs...');
  });

  it('shows "Failed to load FAQs" when the list cannot load', async () => {
    server.use(http.get('*/api/v1/faqs', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderRoute('/faq');
    expect(await page().findByRole('alert')).toHaveTextContent('Failed to load FAQs');
  });

  it('shows "No FAQs available yet" when there are none', async () => {
    server.use(http.get('*/api/v1/faqs', () => HttpResponse.json({ faqs: [] })));
    renderRoute('/faq');
    expect(await page().findByText('No FAQs available yet')).toBeInTheDocument();
    expect(page().queryByRole('listitem')).toBeNull();
  });
});
