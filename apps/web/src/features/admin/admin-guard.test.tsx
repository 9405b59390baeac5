import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/factories';
import { mockLocation } from '../../testing/location';
import { renderRoute } from '../../testing/render';
import { recordRequests, server } from '../../testing/server';
import { returnToOf } from '../../testing/sign-in-redirect';
import { operatorClaims } from './testing/admin-factories';

const REFUSAL = 'This area is for the club’s operators.';

describe('who reaches the back office', () => {
  let location: ReturnType<typeof mockLocation>;
  beforeEach(() => {
    location = mockLocation();
  });
  afterEach(() => location.restore());

  it('sends a signed-out visitor to sign in, coming back to the same admin page', async () => {
    renderRoute('/admin/jobs?status=pending');
    await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
    expect(returnToOf(location.assign.mock.calls[0]![0] as string)).toBe('/admin/jobs?status=pending');
  });

  it('shows a member a plain refusal with the way to the dashboard, and asks the API nothing', async () => {
    signInAs();
    const asked = recordRequests('get', '*/api/v1/admin/*');
    renderRoute('/admin/members?q=ana');
    expect(await screen.findByRole('heading', { level: 1, name: REFUSAL })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Back office' })).toBeNull();
    expect(asked).toEqual([]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('opens the area for an operator at Members, with its navigation and a header link to it', async () => {
    signInAs(operatorClaims());
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/members');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Members', '/admin/members'],
      ['Prices', '/admin/prices'],
      ['FAQs', '/admin/faqs'],
      ['Business', '/admin/business'],
      ['Price reports', '/admin/price-reports'],
      ['Claims', '/admin/claims'],
      ['Jobs', '/admin/jobs'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows the API’s refusal when the operator list no longer has the operator', async () => {
    signInAs(operatorClaims());
    server.use(
      http.get('*/api/v1/admin/jobs', () =>
        HttpResponse.json({ code: 'forbidden', message: REFUSAL }, { status: 403 }),
      ),
    );
    renderRoute('/admin/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('leaves the header without a back-office link for a member', async () => {
    signInAs();
    renderRoute('/faq');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Back office' })).toBeNull();
  });
});
