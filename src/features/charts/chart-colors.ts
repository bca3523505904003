import { useComputedColorScheme } from '@mantine/core';

/** Concrete colours (not CSS variables) so PNG/SVG exports carry them into the image. */
export interface ChartInk {
  text: string;
  dimmed: string;
  grid: string;
  background: string;
  tooltip: string;
}

const LIGHT: ChartInk = { text: '#212529', dimmed: '#495057', grid: '#dee2e6', background: '#ffffff', tooltip: '#ffffff' };
const DARK: ChartInk = { text: '#e9ecef', dimmed: '#adb5bd', grid: '#424242', background: '#242424', tooltip: '#2e2e2e' };

export function useChartInk(): ChartInk {
  return useComputedColorScheme('light') === 'dark' ? DARK : LIGHT;
}
