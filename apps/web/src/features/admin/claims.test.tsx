import type { AdminClaimsImport, AdminClaimsImportRequest, AdminClaimsImportResponse } from '@arx/contracts/admin';
import {
  CLAIMS_LIST_LIMIT as CONTRACT_LIST_LIMIT,
  CLAIMS_IMPORT_MAX_BYTES as CONTRACT_MAX_BYTES,
} from '@arx/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { renderRoute } from '../../testing/render';
import { server } from '../../testing/server';
import { CLAIMS_IMPORT_MAX_BYTES, CLAIMS_LIST_LIMIT } from './api/claims-limits';
import { operatorClaims } from './testing/admin-factories';
import { buildClaimsCounts, buildClaimsImport, buildClaimsReport } from './testing/claims-factories';

/** The claims API: a history, and an answer to imports; returns what was sent. */
function serveClaims({
  history = [],
  answer = buildClaimsReport(),
  status = 200,
}: {
  history?: AdminClaimsImport[];
  answer?: AdminClaimsImportResponse | object;
  status?: number;
} = {}) {
  const sent: AdminClaimsImportRequest[] = [];
  server.use(
    http.get('*/api/v1/admin/claims/imports', () => HttpResponse.json({ imports: history })),
    http.post('*/api/v1/admin/claims/imports', async ({ request }) => {
      sent.push((await request.json()) as AdminClaimsImportRequest);
      return HttpResponse.json(answer, { status });
    }),
  );
  return sent;
}

async function importFile(name = 'claims.csv', content = 'member_id,fill_date\nARX-000001-01,2030-01-01\n') {
  await userEvent.upload(await screen.findByLabelText('Claims file'), new File([content], name, { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('the claims page of the back office', () => {
  beforeEach(() => {
    signInAs(operatorClaims());
  });

  it('keeps the page’s limits equal to the contract’s', () => {
    expect(CLAIMS_IMPORT_MAX_BYTES).toBe(CONTRACT_MAX_BYTES);
    expect(CLAIMS_LIST_LIMIT).toBe(CONTRACT_LIST_LIMIT);
  });

  it('when a file is imported, sends it and shows the counts, the unmatched lines and the problems by line', async () => {
    const sent = serveClaims();
    renderRoute('/admin/claims');
    await importFile('june.csv');
    const report = await screen.findByRole('region', { name: 'Import finished' });
    expect(sent).toEqual([{ file_name: 'june.csv', csv: 'member_id,fill_date\nARX-000001-01,2030-01-01\n' }]);
    expect(within(report).getByText('Imported').nextSibling).toHaveTextContent('1');
    expect(within(report).getByText('Already imported').nextSibling).toHaveTextContent('0');
    expect(report).toHaveTextContent('Line 3: No member has the ID ARX-999999-01');
    expect(report).toHaveTextContent('Line 4: fill_date cannot be in the future');
    expect(screen.getByRole('heading', { name: 'Import finished' })).toHaveFocus();
  });

  it('when more lines are unmatched than listed, says how many more', async () => {
    serveClaims({
      answer: buildClaimsReport({ counts: buildClaimsCounts({ lines: 250, imported: 0, unmatched: 249 }) }),
    });
    renderRoute('/admin/claims');
    await importFile();
    expect(await screen.findByText('and 248 more')).toBeInTheDocument();
  });

  it('when the file is refused whole, says it was not imported and why, by line', async () => {
    serveClaims({
      status: 422,
      answer: buildClaimsReport({
        counts: buildClaimsCounts({ lines: 0, imported: 0, unmatched: 0, problems: 1 }),
        unmatched: [],
        problems: [{ line: 1, message: 'The header must name the columns member_id: missing member_id' }],
        message: 'The file cannot be read as a claims file, so nothing was imported.',
      }),
    });
    renderRoute('/admin/claims');
    await importFile();
    const report = await screen.findByRole('region', { name: 'The file was not imported' });
    expect(report).toHaveTextContent('Line 1: The header must name the columns member_id: missing member_id');
  });

  it('refuses a file over the limit without sending it', async () => {
    const sent = serveClaims();
    renderRoute('/admin/claims');
    await importFile('huge.csv', 'x'.repeat(CLAIMS_IMPORT_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.csv is 5.0 MB; a claims file can be at most 5.0 MB.',
    );
    expect(sent).toEqual([]);
  });

  it('with a sign-in older than 12 hours, an import asks to sign in again', async () => {
    serveClaims({ status: 403, answer: { code: 'reauth_required', message: 'Sign in again to make changes.' } });
    renderRoute('/admin/claims');
    await importFile();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sign in again to make changes.');
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('lists the imports with their counts, and says when there are none', async () => {
    serveClaims({
      history: [buildClaimsImport({ file_name: 'may.csv', counts: buildClaimsCounts({ lines: 12, imported: 10 }) })],
    });
    const { unmount } = renderRoute('/admin/claims');
    const table = await screen.findByRole('table', { name: 'Imports' });
    const row = within(table).getByRole('row', { name: /may\.csv/ });
    expect(row).toHaveTextContent('operator@example.com');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('12');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('10');
    unmount();
    serveClaims();
    renderRoute('/admin/claims');
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });

  it('when the history cannot be read, says so with Try Again', async () => {
    serveClaims();
    server.use(http.get('*/api/v1/admin/claims/imports', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/admin/claims');
    expect(await screen.findByText('Failed to load imports.')).toBeInTheDocument();
  });
});
