import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ONE_LINE, SegmentedControl } from './segmented-control';

const STATUSES = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
] as const;

describe('segmented control', () => {
  it('is a group named by its legend, with the chosen radio checked', () => {
    render(<SegmentedControl legend="Show jobs that are" options={STATUSES} value="failed" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Show jobs that are' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pending' })).not.toBeChecked();
  });

  it('when another option is clicked, calls onChange with its value, as a number when it is one', async () => {
    const onChange = vi.fn();
    const weeks = [
      { value: 4, label: '4 weeks' },
      { value: 52, label: '1 year' },
    ];
    render(<SegmentedControl legend="Show the last" options={weeks} value={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '1 year' }));
    expect(onChange).toHaveBeenCalledWith(52);
  });

  it('keeps the chosen option white under the pointer, not the hover colour on its teal', () => {
    render(<SegmentedControl legend="Show jobs that are" options={STATUSES} value="failed" onChange={() => {}} />);
    const chosen = screen.getByText('Failed');
    expect(chosen).toHaveClass('hover:text-brand-800', 'peer-checked:bg-brand-700', 'peer-checked:hover:text-white');
  });

  it("takes a caller's layout in place of one line, and still keeps the chosen option white under the pointer", () => {
    const wrapping = { ...ONE_LINE, label: 'px-3 leading-tight sm:whitespace-nowrap hover:text-brand-800' };
    const { rerender } = render(
      <SegmentedControl legend="Day supply" options={STATUSES} value="failed" onChange={() => {}} />,
    );
    expect(screen.getByText('Failed')).toHaveClass('whitespace-nowrap');
    rerender(
      <SegmentedControl legend="Day supply" options={STATUSES} value="failed" onChange={() => {}} layout={wrapping} />,
    );
    expect(screen.getByText('Failed')).toHaveClass('sm:whitespace-nowrap', 'peer-checked:hover:text-white');
    expect(screen.getByText('Failed')).not.toHaveClass('whitespace-nowrap');
  });
});
