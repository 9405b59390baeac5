import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '../../testing/in-english';
import {
  preloadToasts,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_MAX_VISIBLE,
  ToastProvider,
  useToast,
} from './toast';

function Trigger({
  message,
  type,
  duration,
}: {
  message: string;
  type?: 'success' | 'error' | 'info';
  duration?: number;
}) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, type, duration)}>
      show
    </button>
  );
}

describe('toasts', () => {
  // The toasts' markup is a module loaded on demand; here it is fetched once, before the clock stops.
  beforeAll(async () => {
    await preloadToasts();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast and removes it after 10 s plus the 300 ms slide-out', async () => {
    render(
      <ToastProvider>
        <Trigger message="Member ID copied to clipboard!" type="success" />
      </ToastProvider>,
      { wrapper: InEnglish },
    );
    await act(async () => screen.getByRole('button', { name: 'show' }).click());
    const toast = screen.getByText('Member ID copied to clipboard!').closest('[data-toast-type]');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
    expect(screen.getByText('Member ID copied to clipboard!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(toast?.className).toContain('translate-x-full');
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByText('Member ID copied to clipboard!')).toBeNull();
  });

  it('announces errors as alerts, honours a custom duration and closes on demand', async () => {
    render(
      <ToastProvider>
        <Trigger message="Failed to copy Member ID" type="error" duration={2000} />
      </ToastProvider>,
      { wrapper: InEnglish },
    );
    await act(async () => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy Member ID');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(TOAST_DEFAULT_DURATION_MS).toBe(10_000);
  });

  it('keeps at most three on screen, dropping the oldest', async () => {
    let n = 0;
    function Many() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show(`Toast ${++n}`, 'info')}>
          more
        </button>
      );
    }
    render(
      <ToastProvider>
        <Many />
      </ToastProvider>,
      { wrapper: InEnglish },
    );
    for (let i = 0; i < 5; i++) await act(async () => screen.getByRole('button', { name: 'more' }).click());
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Toast 3×', 'Toast 4×', 'Toast 5×']);
    expect(TOAST_MAX_VISIBLE).toBe(3);
  });
});
