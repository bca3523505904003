// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHART_DEFAULTS, type ChartOptions } from '@/analysis/charts/chart-config';
import { renderWithProviders } from '@/test/render';
import { ChartBuilder, topOf } from './chart-builder';

describe('topOf', () => {
  it('reads a whole number from 1 to 1000 and nothing else', () => {
    expect(topOf('15')).toBe(15);
    expect(topOf('1000')).toBe(1000);
    for (const text of ['', ' ', '0', '1001', '2.5', '-3', 'ten']) expect(topOf(text)).toBeNull();
  });
});

describe('ChartBuilder Top N', () => {
  it('applies each valid number as typed, flags one out of range, and shows the applied value on leaving', async () => {
    const patches: Partial<ChartOptions>[] = [];
    const options: ChartOptions = { ...CHART_DEFAULTS, measure: 'distribution', top: 10 };
    await renderWithProviders(
      <ChartBuilder options={options} dimensions={[]} onChange={(p) => patches.push(p)} />,
    );
    const field = screen.getByLabelText('Top N');
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    expect(patches).toEqual([{ top: 2 }, { top: 25 }]);
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(screen.getByText('1–1000')).toBeInTheDocument();
    expect(patches).toHaveLength(2);
    await userEvent.tab();
    // The parent did not re-render with a new value here, so the field shows the one it was given.
    expect(field).toHaveValue(10);
  });
});
