import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '../../testing/in-english';
import { StatusBadge, statusTone } from './badge';

describe('status badges (docs/product.md §4, badge colours)', () => {
  it.each([
    ['active', 'green'],
    ['paid', 'green'],
    ['trialing', 'blue'],
    ['open', 'blue'],
    ['canceling', 'yellow'],
    ['past_due', 'yellow'],
    ['canceled', 'red'],
    ['unpaid', 'red'],
    ['draft', 'gray'],
    ['void', 'gray'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows a readable label in its colour', () => {
    render(<StatusBadge status="past_due" />, { wrapper: InEnglish });
    expect(screen.getByText('Past Due')).toHaveAttribute('data-tone', 'yellow');
  });

  it('shows an unknown status in gray', () => {
    expect(statusTone('something_new')).toBe('gray');
  });
});
