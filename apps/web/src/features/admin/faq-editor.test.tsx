import type { AdminFaq, AdminFaqInput } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { returnToOf } from '../../testing/sign-in-redirect';
import { operatorClaims } from './testing/admin-factories';
import { buildAdminFaq, FAQ_MESSAGES } from './testing/faq-factories';

const REAUTH = 'Your sign-in is more than 12 hours old. Sign in again to make changes.';

/** What the API's sanitiser does to the tests' answers: scripts and images go, the rest stays. */
const sanitise = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<img\b[^>]*>/gi, '');

function problemsOf(input: Partial<AdminFaqInput>) {
  const errors: string[] = [];
  if ((input.question ?? '').trim().length < 5) errors.push(FAQ_MESSAGES.shortQuestion);
  if ((input.answer_html ?? '').trim() === '') errors.push(FAQ_MESSAGES.noAnswer);
  const spanish = input.translations?.es;
  if (spanish && spanish.answer_html.trim() === '') errors.push(FAQ_MESSAGES.noSpanishAnswer);
  if (errors.length === 0) return null;
  const message = errors.length === 1 ? (errors[0] as string) : 'The request has invalid values';
  return HttpResponse.json({ code: 'validation_failed', message, errors }, { status: 400 });
}

/** The FAQ as the API keeps it after a write: answers sanitised, the Spanish kept when left out. */
const written = (input: AdminFaqInput, before?: AdminFaq): Partial<AdminFaq> => {
  const es = input.translations ? input.translations.es : (before?.translations.es ?? null);
  return {
    question: input.question,
    answer_html: sanitise(input.answer_html),
    highlighted: input.highlighted,
    translations: { es: es && { question: es.question, answer_html: sanitise(es.answer_html) } },
  };
};

/**
 * An in-memory /admin/faqs behind MSW, as the API behaves: it validates, sanitises, publishes at
 * the end, reorders and deletes. Answers what each write was sent, in order.
 */
function serveFaqs(initial: AdminFaq[]) {
  const faqs = [...initial];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url).pathname.replace('/api/v1', ''), body });
    return body;
  };
  server.use(
    http.get('*/api/v1/admin/faqs', () => HttpResponse.json({ faqs })),
    http.post('*/api/v1/admin/faqs/preview', async ({ request }) => {
      const { answer_html } = (await record(request)) as { answer_html: string };
      const clean = sanitise(answer_html);
      return HttpResponse.json({ answer_html: clean, changed: clean !== answer_html });
    }),
    http.put('*/api/v1/admin/faqs/order', async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      faqs.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return HttpResponse.json({ faqs });
    }),
    http.post('*/api/v1/admin/faqs', async ({ request }) => {
      const input = (await record(request)) as AdminFaqInput;
      const refused = problemsOf(input);
      if (refused) return refused;
      const faq = buildAdminFaq({ ...written(input), rank: faqs.length + 1 });
      faqs.push(faq);
      return HttpResponse.json({ faq, message: FAQ_MESSAGES.published });
    }),
    http.put('*/api/v1/admin/faqs/:id', async ({ request, params }) => {
      const input = (await record(request)) as AdminFaqInput;
      const refused = problemsOf(input);
      if (refused) return refused;
      const faq = faqs.find((f) => f.id === Number(params.id));
      if (!faq) return HttpResponse.json({ code: 'not_found', message: 'That FAQ no longer exists.' }, { status: 404 });
      Object.assign(faq, written(input, faq));
      return HttpResponse.json({ faq, message: FAQ_MESSAGES.updated });
    }),
    http.delete('*/api/v1/admin/faqs/:id', async ({ request, params }) => {
      await record(request);
      const index = faqs.findIndex((f) => f.id === Number(params.id));
      if (index < 0)
        return HttpResponse.json({ code: 'not_found', message: 'That FAQ no longer exists.' }, { status: 404 });
      faqs.splice(index, 1);
      return HttpResponse.json({ faq: null, message: FAQ_MESSAGES.deleted });
    }),
  );
  return { faqs, sent };
}

const list = () => screen.getByRole('list', { name: 'FAQs in their public order' });
/** The page's own status region (a preview has one too, but no preview is open when this is asked). */
const said = () => screen.getByRole('status');
const questions = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the FAQ editor of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('lists the FAQs in their public order, marking the highlighted ones', async () => {
    serveFaqs([
      buildAdminFaq({ question: 'How much does it cost?', highlighted: true }),
      buildAdminFaq({ question: 'Is it insurance?' }),
    ]);
    renderRoute('/admin/faqs');
    expect(await screen.findByRole('heading', { level: 3, name: 'How much does it cost?' })).toBeInTheDocument();
    expect(questions()).toEqual(['How much does it cost?', 'Is it insurance?']);
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Highlighted');
    expect(second).not.toHaveTextContent('Highlighted');
    expect(within(first!).getByRole('button', { name: 'Move up “How much does it cost?”' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Move down “Is it insurance?”' })).toBeDisabled();
  });

  it('shows a skeleton while the list loads, and says when there are none', async () => {
    server.use(
      http.get('*/api/v1/admin/faqs', async () => {
        await delay(100);
        return HttpResponse.json({ faqs: [] });
      }),
    );
    renderRoute('/admin/faqs');
    expect(await screen.findByText('Loading the FAQs...')).toBeInTheDocument();
    expect(await screen.findByText('No FAQs yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, with Try Again', async () => {
    server.use(http.get('*/api/v1/admin/faqs', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/admin/faqs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the FAQs.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('creates an FAQ: the contract’s messages for what is wrong, then the API’s word and the new row', async () => {
    const { sent } = serveFaqs([buildAdminFaq({ question: 'Is it insurance?' })]);
    const { router } = renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'New FAQ' }));
    expect(router.state.location.search).toBe('?edit=new');
    expect(screen.getByRole('heading', { name: 'New FAQ' })).toHaveFocus();
    expect(screen.getByLabelText('Answer (HTML)')).toHaveAccessibleDescription(/^Allowed HTML: <p>, <br>, <strong>/);

    await userEvent.type(screen.getByLabelText('Question'), 'Pets?');
    await userEvent.clear(screen.getByLabelText('Question'));
    await userEvent.type(screen.getByLabelText('Question'), 'Pet');
    await userEvent.click(screen.getByRole('button', { name: 'Publish FAQ' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([FAQ_MESSAGES.shortQuestion, FAQ_MESSAGES.noAnswer]);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Question')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Answer (HTML)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Question'), 's on the Partner/Pet plan?');
    await userEvent.type(screen.getByLabelText('Answer (HTML)'), '<p>Yes.</p>');
    await userEvent.click(screen.getByLabelText('Highlight this question'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish FAQ' }));

    await waitFor(() => expect(said()).toHaveFocus());
    expect(said()).toHaveTextContent(`${FAQ_MESSAGES.published}Visitors see the change on the FAQ page within`);
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/admin/faqs',
      body: {
        question: 'Pets on the Partner/Pet plan?',
        answer_html: '<p>Yes.</p>',
        highlighted: true,
        translations: { es: null },
      },
    });
    await waitFor(() => expect(questions()).toEqual(['Is it insurance?', 'Pets on the Partner/Pet plan?']));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New FAQ' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('previews the answer as published: the sanitised HTML, and what was removed', async () => {
    const { sent } = serveFaqs([]);
    renderRoute('/admin/faqs?edit=new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Can I use it for my dog?');
    const answer = screen.getByLabelText('Answer (HTML)');
    await userEvent.click(answer);
    await userEvent.paste('<p>Yes, <strong>on Partner/Pet</strong>.</p><script>alert(1)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'Some of the answer is not allowed and was removed. Removed: <script>.',
    );
    expect(within(preview).getByText('Can I use it for my dog?')).toBeInTheDocument();
    const shown = preview.querySelector('.rich-text')!;
    await waitFor(() => expect(within(shown as HTMLElement).getByText('on Partner/Pet').tagName).toBe('STRONG'));
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.textContent).toBe('Yes, on Partner/Pet.');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/admin/faqs/preview',
        body: { answer_html: '<p>Yes, <strong>on Partner/Pet</strong>.</p><script>alert(1)</script>' },
      },
    ]);

    await userEvent.type(answer, ' ');
    expect(within(preview).getByRole('status')).toHaveTextContent('The answer has changed since this preview.');
  });

  it('says nothing was removed when the answer is all allowed', async () => {
    serveFaqs([]);
    renderRoute('/admin/faqs?edit=new');
    await userEvent.click(await screen.findByLabelText('Answer (HTML)'));
    await userEvent.paste('<p>Plain <em>text</em></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent('Nothing was removed');
  });

  it('edits an FAQ, highlight and all, and the list shows it', async () => {
    const faq = buildAdminFaq({ question: 'Is it insurance?', answer_html: '<p>No.</p>' });
    const { sent } = serveFaqs([faq]);
    renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Is it insurance?”' }));
    expect(screen.getByLabelText('Answer (HTML)')).toHaveValue('<p>No.</p>');
    await userEvent.type(screen.getByLabelText('Question'), ' Really?');
    await userEvent.click(screen.getByLabelText('Highlight this question'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(said()).toHaveFocus());
    expect(said()).toHaveTextContent(FAQ_MESSAGES.updated);
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: `/admin/faqs/${faq.id}`,
      body: {
        question: 'Is it insurance? Really?',
        answer_html: '<p>No.</p>',
        highlighted: true,
        translations: { es: null },
      },
    });
    await waitFor(() => expect(questions()).toEqual(['Is it insurance? Really?']));
    expect(within(list()).getByRole('listitem')).toHaveTextContent('Highlighted');
  });

  it('moves an FAQ down and up: the new order goes to the API, focus stays on the button, and it is said', async () => {
    const [a, b, c] = [
      buildAdminFaq({ question: 'First?' }),
      buildAdminFaq({ question: 'Second?' }),
      buildAdminFaq({ question: 'Third?' }),
    ];
    const { sent } = serveFaqs([a!, b!, c!]);
    renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Move down “First?”' }));

    await waitFor(() => expect(questions()).toEqual(['Second?', 'First?', 'Third?']));
    expect(sent).toEqual([{ method: 'PUT', url: '/admin/faqs/order', body: { ids: [b!.id, a!.id, c!.id] } }]);
    await waitFor(() => expect(said()).toHaveTextContent('“First?” is now number 2 of 3.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down “First?”' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Move down “First?”' }));
    await waitFor(() => expect(questions()).toEqual(['Second?', 'Third?', 'First?']));
    // At the bottom its Move down is disabled: focus goes to its Move up.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up “First?”' })).toHaveFocus());
    expect(sent.at(-1)?.body).toEqual({ ids: [b!.id, c!.id, a!.id] });
  });

  it('moves an FAQ to any position in one step from its position list, with the keyboard, and focus stays there', async () => {
    const faqs = ['One?', 'Two?', 'Three?', 'Four?'].map((question) => buildAdminFaq({ question }));
    const { sent } = serveFaqs(faqs);
    renderRoute('/admin/faqs');
    const position = await screen.findByRole('combobox', { name: 'Position of “Four?”' });
    expect(position).toHaveDisplayValue('Position 4 of 4');
    position.focus();
    await userEvent.selectOptions(position, 'Position 1 of 4');

    await waitFor(() => expect(questions()).toEqual(['Four?', 'One?', 'Two?', 'Three?']));
    expect(sent).toEqual([
      { method: 'PUT', url: '/admin/faqs/order', body: { ids: [faqs[3]!.id, faqs[0]!.id, faqs[1]!.id, faqs[2]!.id] } },
    ]);
    await waitFor(() => expect(said()).toHaveTextContent('“Four?” is now number 1 of 4.'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Position of “Four?”' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Position of “Four?”' })).toHaveDisplayValue('Position 1 of 4');
  });

  it('puts the order back and says why when the API refuses it', async () => {
    serveFaqs([buildAdminFaq({ question: 'First?' }), buildAdminFaq({ question: 'Second?' })]);
    const conflict = 'The new order must list every FAQ exactly once. Reload the page and try again.';
    server.use(
      http.put('*/api/v1/admin/faqs/order', () =>
        HttpResponse.json({ code: 'conflict', message: conflict }, { status: 409 }),
      ),
    );
    renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Move up “Second?”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    await waitFor(() => expect(questions()).toEqual(['First?', 'Second?']));
  });

  it('deletes an FAQ only once the dialog is confirmed', async () => {
    const faq = buildAdminFaq({ question: 'Going away?' });
    const { sent } = serveFaqs([faq, buildAdminFaq({ question: 'Staying?' })]);
    renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Going away?”' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
    expect(dialog).toHaveAccessibleDescription(/“Going away\?” leaves the public FAQ page at once/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Going away?”' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete FAQ' }));
    await waitFor(() => expect(said()).toHaveFocus());
    expect(said()).toHaveTextContent(FAQ_MESSAGES.deleted);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ method: 'DELETE', url: `/admin/faqs/${faq.id}`, body: null }]);
    await waitFor(() => expect(questions()).toEqual(['Staying?']));
  });

  it('never drops unsaved changes silently: Cancel asks, and leaving the page keeps them', async () => {
    const faq = buildAdminFaq({ question: 'Is it insurance?', answer_html: '<p>No.</p>' });
    serveFaqs([faq, buildAdminFaq({ question: 'Other?' })]);
    const { router } = renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Is it insurance?”' }));
    await userEvent.type(screen.getByLabelText('Answer (HTML)'), '<p>Not at all.</p>');
    // Closing or reloading the tab asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Answer (HTML)')).toHaveValue('<p>No.</p><p>Not at all.</p>');

    // Another FAQ's Edit asks too.
    await userEvent.click(screen.getByRole('button', { name: 'Edit “Other?”' }));
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    server.use(http.get('*/api/v1/admin/jobs', () => HttpResponse.json({ jobs: [] })));
    await router.navigate('/admin/jobs');
    await router.navigate(`/admin/faqs?edit=${faq.id}`);
    expect(await screen.findByText(/Your changes that were not saved are back/)).toBeInTheDocument();
    expect(screen.getByLabelText('Answer (HTML)')).toHaveValue('<p>No.</p><p>Not at all.</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Answer (HTML)')).toHaveValue('<p>No.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  describe('with a sign-in older than 12 hours', () => {
    let location: ReturnType<typeof mockLocation>;
    beforeEach(() => {
      location = mockLocation();
    });
    afterEach(() => location.restore());

    it('keeps the form, says so, and “Sign in again” comes back to the open editor', async () => {
      signInAs(operatorClaims(13));
      serveFaqs([]);
      server.use(
        http.post('*/api/v1/admin/faqs', () =>
          HttpResponse.json({ code: 'reauth_required', message: REAUTH }, { status: 403 }),
        ),
      );
      renderRoute('/admin/faqs?edit=new');
      await userEvent.type(await screen.findByLabelText('Question'), 'Can I pause it?');
      await userEvent.type(screen.getByLabelText('Answer (HTML)'), '<p>No.</p>');
      await userEvent.click(screen.getByRole('button', { name: 'Publish FAQ' }));

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(REAUTH);
      await waitFor(() => expect(notice).toHaveFocus());
      expect(screen.getByLabelText('Question')).toHaveValue('Can I pause it?');
      await userEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
      expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe('/admin/faqs?edit=new');
    });
  });
});

describe('the Spanish of the FAQs in the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  const spanish = (question: string, answer_html = '<p>Sí.</p>') => ({ es: { question, answer_html } });

  it('marks each FAQ without Spanish, counts them, and lists only them on request', async () => {
    serveFaqs([
      buildAdminFaq({ question: 'Is it insurance?', translations: spanish('¿Es un seguro?') }),
      buildAdminFaq({ question: 'Who can join?' }),
      buildAdminFaq({ question: 'How do refunds work?' }),
    ]);
    renderRoute('/admin/faqs');
    await screen.findByRole('heading', { level: 3, name: 'Is it insurance?' });
    const [translated, ...missing] = within(list()).getAllByRole('listitem');
    expect(translated).not.toHaveTextContent('No Spanish');
    for (const item of missing) expect(within(item).getByText('No Spanish')).toBeInTheDocument();

    const filter = screen.getByRole('button', { name: 'Missing Spanish: 2' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    const only = screen.getByRole('list', { name: 'FAQs missing Spanish, in their public order' });
    expect(
      within(only)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Who can join?', 'How do refunds work?']);
    // Each keeps its number on the public page; the order is changed on the whole list only.
    expect(within(only).getAllByRole('listitem')[0]).toHaveTextContent(/^2\./);
    expect(within(only).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(within(only).getByRole('button', { name: 'Edit “Who can join?”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Questions/ })).toHaveTextContent('Questions (2 of 3)');

    await userEvent.click(filter);
    expect(questions()).toEqual(['Is it insurance?', 'Who can join?', 'How do refunds work?']);
  });

  it('adds the Spanish to an FAQ: it is sent with the English, and its badge and count go', async () => {
    const faq = buildAdminFaq({ question: 'Who can join?', answer_html: '<p>Adults.</p>' });
    const { sent } = serveFaqs([faq, buildAdminFaq({ question: 'Other?', translations: spanish('¿Otra?') })]);
    renderRoute('/admin/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Who can join?”' }));
    const form = screen.getByRole('form', { name: 'Edit FAQ' });
    const group = within(form).getByRole('group', { name: 'Spanish (optional)' });
    expect(group).toHaveAccessibleDescription(/Shown on the Spanish pages/);
    expect(within(group).getByLabelText('Spanish question')).toHaveValue('');
    expect(within(group).getByLabelText('Spanish question')).toHaveAttribute('lang', 'es');
    expect(within(group).getByLabelText('Spanish answer (HTML)')).toHaveAccessibleDescription(/^Allowed HTML:/);

    await userEvent.type(within(group).getByLabelText('Spanish question'), '¿Quién puede inscribirse?');
    await userEvent.click(within(group).getByLabelText('Spanish answer (HTML)'));
    await userEvent.paste('<p>Los adultos.</p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(said()).toHaveTextContent(FAQ_MESSAGES.updated));
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: `/admin/faqs/${faq.id}`,
      body: {
        question: 'Who can join?',
        answer_html: '<p>Adults.</p>',
        highlighted: false,
        translations: spanish('¿Quién puede inscribirse?', '<p>Los adultos.</p>'),
      },
    });
    await waitFor(() => expect(within(list()).queryByText('No Spanish')).toBeNull());
    expect(screen.getByText('Missing Spanish: 0. Every FAQ has its Spanish.')).toBeInTheDocument();
  });

  it('shows the saved Spanish, and sends es: null once both Spanish fields are emptied', async () => {
    const faq = buildAdminFaq({ question: 'Is it insurance?', translations: spanish('¿Es un seguro?', '<p>No.</p>') });
    const { sent } = serveFaqs([faq]);
    renderRoute(`/admin/faqs?edit=${faq.id}`);
    const question = await screen.findByLabelText('Spanish question');
    expect(question).toHaveValue('¿Es un seguro?');
    expect(screen.getByLabelText('Spanish answer (HTML)')).toHaveValue('<p>No.</p>');
    await userEvent.clear(question);
    await userEvent.clear(screen.getByLabelText('Spanish answer (HTML)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(said()).toHaveTextContent(FAQ_MESSAGES.updated));
    expect(sent.at(-1)?.body).toMatchObject({ translations: { es: null } });
    await waitFor(() => expect(within(list()).getByText('No Spanish')).toBeInTheDocument());
  });

  it('says what is missing from a half-written Spanish, on the Spanish field only', async () => {
    serveFaqs([]);
    renderRoute('/admin/faqs?edit=new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Can I pause it?');
    await userEvent.type(screen.getByLabelText('Answer (HTML)'), '<p>No.</p>');
    await userEvent.type(screen.getByLabelText('Spanish question'), '¿Puedo pausarla?');
    await userEvent.click(screen.getByRole('button', { name: 'Publish FAQ' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(FAQ_MESSAGES.noSpanishAnswer);
    expect(screen.getByLabelText('Spanish answer (HTML)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Answer (HTML)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Spanish question')).not.toHaveAttribute('aria-invalid');
  });

  it('previews the Spanish answer as published too, sanitised the same way', async () => {
    const { sent } = serveFaqs([]);
    renderRoute('/admin/faqs?edit=new');
    await userEvent.click(await screen.findByLabelText('Answer (HTML)'));
    await userEvent.paste('<p>Yes.</p>');
    await userEvent.type(screen.getByLabelText('Spanish question'), '¿Sirve para mi perro?');
    await userEvent.click(screen.getByLabelText('Spanish answer (HTML)'));
    await userEvent.paste('<p>Sí, con <strong>Pareja/Mascota</strong>.</p><script>alert(1)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Spanish preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent('Removed: <script>.');
    expect(within(preview).getByText('¿Sirve para mi perro?')).toBeInTheDocument();
    const shown = preview.querySelector('.rich-text') as HTMLElement;
    await waitFor(() => expect(within(shown).getByText('Pareja/Mascota').tagName).toBe('STRONG'));
    expect(shown.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(shown.querySelector('script')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { answer_html: '<p>Yes.</p>' },
      { answer_html: '<p>Sí, con <strong>Pareja/Mascota</strong>.</p><script>alert(1)</script>' },
    ]);
  });
  it('keeps the saved Spanish under a draft kept before the editor had Spanish fields', async () => {
    const faq = buildAdminFaq({ question: 'Is it insurance?', translations: spanish('¿Es un seguro?', '<p>No.</p>') });
    serveFaqs([faq]);
    sessionStorage.setItem(
      `arx.admin.faq-draft.${faq.id}`,
      JSON.stringify({
        values: { question: 'Is it insurance?', answer_html: '<p>Not at all.</p>', highlighted: false },
        base: faq.updated_at,
      }),
    );
    renderRoute(`/admin/faqs?edit=${faq.id}`);
    expect(await screen.findByText(/Your changes that were not saved are back/)).toBeInTheDocument();
    expect(screen.getByLabelText('Answer (HTML)')).toHaveValue('<p>Not at all.</p>');
    expect(screen.getByLabelText('Spanish question')).toHaveValue('¿Es un seguro?');
    expect(screen.getByLabelText('Spanish answer (HTML)')).toHaveValue('<p>No.</p>');
  });
});
