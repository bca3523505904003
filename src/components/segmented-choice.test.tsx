// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedChoice } from './segmented-choice';

const DATA = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
] as const;

describe('SegmentedChoice', () => {
  it('is a named radio group whose checked radio is the value; a label click chooses', () => {
    const onChange = vi.fn();
    render(<SegmentedChoice aria-label="Interval" data={DATA} value="day" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Interval' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Week' })).not.toBeChecked();
    fireEvent.click(screen.getByText('Week'));
    expect(onChange).toHaveBeenCalledWith('week');
  });

  it('keeps two groups on one page apart, and a disabled group refuses', () => {
    const onChange = vi.fn();
    render(
      <>
        <SegmentedChoice aria-label="A" data={DATA} value="day" onChange={() => {}} />
        <SegmentedChoice aria-label="B" data={DATA} value="week" onChange={onChange} disabled />
      </>,
    );
    const [a, b] = screen.getAllByRole('radio', { name: 'Day' }) as HTMLInputElement[];
    expect(a!.name).not.toBe(b!.name);
    expect(b).toBeDisabled();
    fireEvent.click(screen.getAllByText('Day')[1]!);
    expect(onChange).not.toHaveBeenCalled();
  });
});
