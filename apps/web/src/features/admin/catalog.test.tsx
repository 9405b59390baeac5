import type {
  AdminCatalogDiff,
  AdminCatalogUpload,
  AdminCatalogUploadRequest,
  AdminCatalogUploadResponse,
} from '@arx/contracts/admin';
import {
  CATALOG_LIST_LIMIT as CONTRACT_LIST_LIMIT,
  CATALOG_UPLOAD_MAX_BYTES as CONTRACT_MAX_BYTES,
} from '@arx/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { CATALOG_LIST_LIMIT, CATALOG_UPLOAD_MAX_BYTES } from './api/catalog-limits';
import { operatorClaims } from './testing/admin-factories';
import {
  buildCatalogCounts,
  buildCatalogDiff,
  buildCatalogUpload,
  buildKeptUploadAnswer,
  buildMedicationRef,
  buildPriceChange,
} from './testing/catalog-factories';

const PUBLISHED = 'The catalogue is published. Members see the new prices within a few seconds.';

type Calls = { uploads: AdminCatalogUploadRequest[]; published: { id: string; body: unknown }[]; details: string[] };

/** The catalogue API: a history, an answer to uploads, and publish / detail answers that tests override. */
function serveCatalog({
  history = [],
  answer = buildKeptUploadAnswer(),
  status = 201,
}: {
  history?: AdminCatalogUpload[];
  answer?: AdminCatalogUploadResponse;
  status?: number;
} = {}) {
  const calls: Calls = { uploads: [], published: [], details: [] };
  server.use(
    http.get('*/api/v1/admin/catalog/uploads', () => HttpResponse.json({ uploads: history, catalog_version: 7 })),
    http.post('*/api/v1/admin/catalog/uploads', async ({ request }) => {
      calls.uploads.push((await request.json()) as AdminCatalogUploadRequest);
      return HttpResponse.json(answer, { status });
    }),
    http.post('*/api/v1/admin/catalog/uploads/:id/publish', async ({ params, request }) => {
      calls.published.push({ id: String(params.id), body: await request.json() });
      const upload = buildCatalogUpload({ id: Number(params.id), status: 'published', live: true });
      return HttpResponse.json({ upload, catalog_version: 8, message: PUBLISHED });
    }),
  );
  return calls;
}

function serveDetail(upload: AdminCatalogUpload, diff: AdminCatalogDiff, calls?: Calls) {
  server.use(
    http.get('*/api/v1/admin/catalog/uploads/:id', ({ params }) => {
      calls?.details.push(String(params.id));
      return HttpResponse.json({ upload, diff });
    }),
  );
}

async function checkFile(name = 'prices.csv', content = 'display_name,brand_name\nAtorvastatin,Lipitor\n') {
  const file = new File([content], name, { type: 'text/csv' });
  await userEvent.upload(await screen.findByLabelText('Catalogue file'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
  return file;
}

describe('the prices page of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('keeps the page’s limits equal to the contract’s', () => {
    expect(CATALOG_UPLOAD_MAX_BYTES).toBe(CONTRACT_MAX_BYTES);
    expect(CATALOG_LIST_LIMIT).toBe(CONTRACT_LIST_LIMIT);
  });

  it('when the file has problems, lists them by line and says how many more there are', async () => {
    const calls = serveCatalog({
      status: 422,
      answer: {
        upload: null,
        diff: null,
        problems: [
          { line: 14, message: 'cash_price must be an amount in dollars such as 12.50' },
          { line: 20, message: 'medication_type must be generic or brand' },
        ],
        problem_count: 202,
        message: 'The file has problems; nothing was kept.',
      },
    });
    renderRoute('/admin/prices');
    await checkFile('prices.csv', 'header\nrow\n');

    const problems = await screen.findByRole('region', { name: /The file was not kept: 202 problems/ });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 14: cash_price must be an amount in dollars such as 12.50',
      'Line 20: medication_type must be generic or brand',
    ]);
    expect(within(problems).getByText('and 200 more')).toBeInTheDocument();
    await waitFor(() => expect(within(problems).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(calls.uploads).toEqual([{ file_name: 'prices.csv', csv: 'header\nrow\n' }]);
    expect(screen.getByText('prices.csv', { selector: 'span' })).toBeInTheDocument();
  });

  it('when the file is kept, shows the counts, the price changes in the API’s order and the medication lists', async () => {
    const diff = buildCatalogDiff({
      counts: buildCatalogCounts({ added: 1, removed: 2, changed: 1 }, { added: 2, changed: 2, unchanged: 1380 }),
      price_changes: [
        buildPriceChange({ name: 'Warfarin 5 mg tablet', member_delta_cents: 250 }),
        buildPriceChange({ name: 'Atorvastatin 20 mg tablet', member_delta_cents: -103 }),
        buildPriceChange({
          name: 'Zonisamide 100 mg capsule',
          change: 'added',
          before: null,
          after: { retail_cents: 2000, member_cents: 800 },
          member_delta_cents: 0,
        }),
      ],
      medications_added: [buildMedicationRef('Zonisamide 100 mg capsule')],
      medications_removed: [buildMedicationRef('Old One 1 mg tablet')],
      medications_changed: [buildMedicationRef('Lisinopril 10 mg tablet', ['brand_name', 'highlighted'])],
    });
    serveCatalog({ answer: buildKeptUploadAnswer(buildCatalogUpload({ file_name: 'march.csv' }), diff) });
    renderRoute('/admin/prices');
    await checkFile('march.csv');

    const review = await screen.findByRole('region', { name: 'What publishing march.csv changes' });
    const packs = within(review).getByText('Packs').parentElement!;
    expect(
      within(packs)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2', '2', '0', '1,380']);

    const table = within(review).getByRole('table', { name: 'Price changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Warfarin 5 mg tablet',
      'Atorvastatin 20 mg tablet',
      'Zonisamide 100 mg capsule',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30 tablets · 30 days', '$44.32 unchanged', '$13.75 →  to $16.25', '↑\u00a0+$2.50 higher']);
    expect(within(rows[1]!).getByText(/lower/)).toHaveTextContent('−$1.03 lower');
    expect(within(rows[2]!).getByText('New pack')).toBeInTheDocument();

    expect(within(review).getByRole('region', { name: 'Medications added (1)' })).toHaveTextContent(
      'Zonisamide 100 mg capsule',
    );
    const removed = within(review).getByRole('region', { name: 'Medications removed (2)' });
    expect(removed).toHaveTextContent('kept for members who bookmarked them');
    expect(removed).toHaveTextContent('Showing the first 1 of 2.');
    expect(within(review).getByRole('region', { name: 'Medications changed (1)' })).toHaveTextContent(
      'Lisinopril 10 mg tablet (brand_name, highlighted)',
    );
  });

  it('publishes after a confirmation saying what changes, with the diff’s catalogue version, once', async () => {
    const upload = buildCatalogUpload({ id: 41, file_name: 'march.csv' });
    const diff = buildCatalogDiff({
      catalog_version: 12,
      counts: buildCatalogCounts({ removed: 1 }, { changed: 3, removed: 2 }),
    });
    const calls = serveCatalog({ answer: buildKeptUploadAnswer(upload, diff) });
    renderRoute('/admin/prices');
    await checkFile('march.csv');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    const dialog = screen.getByRole('dialog', { name: 'Publish march.csv?' });
    expect(dialog).toHaveTextContent('Medications: 1 removed.');
    expect(dialog).toHaveTextContent('Packs: 3 changed, 2 removed.');
    expect(dialog).toHaveTextContent('hidden from the price list but kept for members’ bookmarks');
    expect(dialog).toHaveTextContent('within seconds');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Publish' }));
    const said = await screen.findByRole('status');
    await waitFor(() => expect(said).toHaveTextContent(PUBLISHED));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(calls.published).toEqual([{ id: '41', body: { expected_catalog_version: 12 } }]);
  });

  it('when someone published since, says so and checks again, then publishes the new diff’s version', async () => {
    const upload = buildCatalogUpload({ id: 42, file_name: 'march.csv' });
    const calls = serveCatalog({ answer: buildKeptUploadAnswer(upload, buildCatalogDiff({ catalog_version: 7 })) });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/admin/catalog/uploads/:id/publish', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(
              { code: 'catalog_changed', message: 'The catalogue changed since this diff.' },
              { status: 409 },
            )
          : HttpResponse.json({ upload, catalog_version: 10, message: PUBLISHED });
      }),
    );
    const newer = buildCatalogDiff({
      catalog_version: 9,
      price_changes: [buildPriceChange({ name: 'Metformin 500 mg tablet' })],
    });
    serveDetail(upload, newer, calls);
    renderRoute('/admin/prices');
    await checkFile('march.csv');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone published a catalogue since this diff was made, so nothing was published.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Check again' }));

    expect(await screen.findByRole('rowheader', { name: 'Metformin 500 mg tablet' })).toBeInTheDocument();
    expect(calls.details).toEqual(['42']);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PUBLISHED);
    expect(bodies).toEqual([{ expected_catalog_version: 7 }, { expected_catalog_version: 9 }]);
  });

  it('refuses a file over the limit without sending it', async () => {
    const calls = serveCatalog();
    renderRoute('/admin/prices');
    const file = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: CATALOG_UPLOAD_MAX_BYTES + 1 });
    await userEvent.upload(await screen.findByLabelText('Catalogue file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.csv is 5.0 MB; a catalogue file can be at most 5.0 MB.',
    );
    expect(screen.getByLabelText('Catalogue file')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.uploads).toEqual([]);
  });

  it('says when there are no uploads yet', async () => {
    serveCatalog();
    renderRoute('/admin/prices');
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(screen.getByText(/came from the seed file or the command line import/)).toBeInTheDocument();
  });

  it('lists the uploads, and rolls back to an earlier one after showing its diff against the live catalogue', async () => {
    const live = buildCatalogUpload({ id: 3, status: 'published', live: true, rollback_of: 1, file_name: 'b.csv' });
    const earlier = buildCatalogUpload({
      id: 2,
      status: 'published',
      published_at: '2030-03-03T09:00:00.000Z',
      published_by: 'operator@example.com',
      file_name: 'a.csv',
    });
    const draft = buildCatalogUpload({ id: 1, file_name: 'draft.csv' });
    serveCatalog({ history: [live, earlier, draft] });
    serveDetail(
      earlier,
      buildCatalogDiff({ catalog_version: 15, price_changes: [buildPriceChange({ name: 'Warfarin 1 mg tablet' })] }),
    );
    const rollbacks: unknown[] = [];
    server.use(
      http.post('*/api/v1/admin/catalog/uploads/:id/rollback', async ({ params, request }) => {
        rollbacks.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ upload: earlier, catalog_version: 16, message: 'Rolled back to a.csv.' });
      }),
    );
    renderRoute('/admin/prices');

    const table = await screen.findByRole('table', { name: 'Uploads' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Live now')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Roll back of #1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Roll back to this/ })).toHaveLength(1);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Roll back to this: #2 a.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back to #2 a.csv?' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Warfarin 1 mg tablet' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Rolled back to a.csv.');
    expect(rollbacks).toEqual([{ id: '2', body: { expected_catalog_version: 15 } }]);
  });

  it('discards a draft after a confirmation, and the history no longer lists it', async () => {
    const history = [
      buildCatalogUpload({ id: 2, status: 'published', live: true, file_name: 'live.csv' }),
      buildCatalogUpload({ id: 1, file_name: 'draft.csv' }),
    ];
    serveCatalog({ history });
    const discarded: string[] = [];
    server.use(
      http.delete('*/api/v1/admin/catalog/uploads/:id', ({ params }) => {
        discarded.push(String(params.id));
        history.splice(
          history.findIndex((upload) => upload.id === Number(params.id)),
          1,
        );
        return HttpResponse.json({ message: 'The draft “draft.csv” is discarded.' });
      }),
    );
    renderRoute('/admin/prices');

    const table = await screen.findByRole('table', { name: 'Uploads' });
    // Only a draft can be discarded: a published upload is the history a roll back needs.
    expect(within(table).getAllByRole('button', { name: /^Discard draft/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Discard draft #1 draft.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard draft.csv?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The draft “draft.csv” is discarded.');
    expect(discarded).toEqual(['1']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a roll back refused with a 409 shows the API’s words, and Check again reads the diff once more', async () => {
    const earlier = buildCatalogUpload({ id: 5, status: 'published', file_name: 'a.csv' });
    const calls = serveCatalog({ history: [buildCatalogUpload({ status: 'published', live: true }), earlier] });
    serveDetail(earlier, buildCatalogDiff({ catalog_version: 20 }), calls);
    const changed = 'The live catalogue changed after this difference was worked out.';
    server.use(
      http.post('*/api/v1/admin/catalog/uploads/:id/rollback', () =>
        HttpResponse.json({ code: 'conflict', message: changed }, { status: 409 }),
      ),
    );
    renderRoute('/admin/prices');
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to this: #5 a.csv' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Roll back' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(changed);
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog', { name: 'Roll back to #5 a.csv?' })).toBeInTheDocument();
    await waitFor(() => expect(calls.details).toEqual(['5', '5']));
  });

  it('with a sign-in older than 12 hours, a publish asks to sign in again', async () => {
    signInAs(operatorClaims(13));
    serveCatalog();
    server.use(
      http.post('*/api/v1/admin/catalog/uploads/:id/publish', () =>
        HttpResponse.json({ code: 'reauth_required', message: 'Sign in again to make changes.' }, { status: 403 }),
      ),
    );
    renderRoute('/admin/prices');
    await checkFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sign in again to make changes.');
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
