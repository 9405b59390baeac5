import type { AdminMemberSearchResponse } from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { formatDay } from './admin-format';
import { buildAdminMember, operatorClaims } from './testing/admin-factories';

/** GET /admin/members as the API answers it: 400 under 2 characters, else what `answer` gives for q. */
function serveSearch(answer: (q: string) => AdminMemberSearchResponse) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/admin/members', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      if (q.trim().length < 2) {
        return HttpResponse.json(
          { code: 'validation_failed', message: 'Type at least 2 characters', errors: ['Type at least 2 characters'] },
          { status: 400 },
        );
      }
      return HttpResponse.json(answer(q));
    }),
  );
  return asked;
}

const searchBox = () => screen.findByRole('searchbox', { name: 'Search members' });

describe('finding a member in the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('searches as the operator types, keeps the search in the URL and lists what the API found', async () => {
    const dana = buildAdminMember({
      user_id: 41,
      name: 'Dana Ruiz',
      email: 'dana.ruiz@example.com',
      member_id: 'ARX-000123-01',
      card_name: 'Dana M Ruiz',
      card_status: 'inactive',
      joined_at: '2030-02-03T15:00:00.000Z',
    });
    const asked = serveSearch(() => ({ members: [dana], more: false }));
    const { router } = renderRoute('/admin/members');
    await userEvent.type(await searchBox(), 'dana');

    const table = await screen.findByRole('table');
    expect(asked).toEqual(['dana']);
    expect(router.state.location.search).toBe('?q=dana');
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('rowheader')
        .concat(within(row!).getAllByRole('cell'))
        .map((c) => c.textContent),
    ).toEqual([
      'Dana RuizCard: Dana M Ruiz',
      'ARX-000123-01',
      'dana.ruiz@example.com',
      'Inactive',
      formatDay(dana.joined_at),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 member');
    expect(screen.queryByText('Type more to narrow the list.')).toBeNull();
  });

  it('shows the API’s refusal of a search that is too short, at the box', async () => {
    serveSearch(() => ({ members: [], more: false }));
    renderRoute('/admin/members');
    const box = await searchBox();
    await userEvent.type(box, 'd');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 2 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.type(box, 'a');
    expect(await screen.findByText('No member matches “da”.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('asks to type more when more members matched than are shown', async () => {
    serveSearch(() => ({ members: [buildAdminMember(), buildAdminMember()], more: true }));
    renderRoute('/admin/members?q=example');
    expect(await screen.findByText('Type more to narrow the list.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 members shown. Type more to narrow the list.');
  });

  it('shows a skeleton while searching, and a failure with Try Again', async () => {
    serveSearch(() => ({ members: [], more: false }));
    // The first answer is slow, then fails.
    server.use(
      http.get(
        '*/api/v1/admin/members',
        async () => {
          await delay(150);
          return HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 });
        },
        { once: true },
      ),
    );
    renderRoute('/admin/members?q=rivera');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching members...');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No member matches “rivera”.')).toBeInTheDocument();
  });

  it('links each result to the member’s page, which leads back to the same results', async () => {
    serveSearch(() => ({ members: [buildAdminMember({ user_id: 77, name: 'Lee Chen' })], more: false }));
    const { router } = renderRoute('/admin/members?q=lee');
    await userEvent.click(await screen.findByRole('link', { name: 'Lee Chen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Member details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/members/77');
    expect(screen.getByText('77')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to members' }));
    expect(await screen.findByRole('link', { name: 'Lee Chen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=lee');
  });

  it('walks back and forward through searches', async () => {
    serveSearch((q) => ({ members: [buildAdminMember({ name: `Found by ${q}` })], more: false }));
    const { router } = renderRoute('/admin/members');
    const box = await searchBox();
    await userEvent.type(box, 'ana');
    expect(await screen.findByRole('link', { name: 'Found by ana' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'bob');
    expect(await screen.findByRole('link', { name: 'Found by bob' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Found by ana' })).toBeInTheDocument();
    expect(box).toHaveValue('ana');
    await router.navigate(1);
    expect(await screen.findByRole('link', { name: 'Found by bob' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('bob'));
  });
});
