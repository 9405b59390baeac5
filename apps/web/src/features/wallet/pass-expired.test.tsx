import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';

describe('expired pass link page', () => {
  it('explains the 10-minute expiry and offers log in and home', async () => {
    renderRoute('/pass-expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'This pass link has expired' })).toBeInTheDocument();
    expect(screen.getByText(/pass-sharing links expire after 10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Request New Link' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it('shows a well-formed code as a reference', async () => {
    renderRoute('/pass-expired?code=Ab3_x-9');
    expect(await screen.findByText('Reference: Ab3_x-9')).toBeInTheDocument();
  });

  it.each(['<script>', 'a b', 'x'.repeat(65), ''])('hides a malformed code (%s)', async (code) => {
    renderRoute(`/pass-expired?code=${encodeURIComponent(code)}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
