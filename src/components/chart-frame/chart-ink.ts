import { createContext, useContext } from 'react';
import { useComputedColorScheme } from '@mantine/core';

/** Concrete colours (not CSS variables) so exports and prints carry them into the file. */
export interface ChartInk {
  text: string;
  dimmed: string;
  grid: string;
  background: string;
  tooltip: string;
}

export const LIGHT_INK: ChartInk = {
  text: '#212529',
  dimmed: '#495057',
  grid: '#dee2e6',
  background: '#ffffff',
  tooltip: '#ffffff',
};
export const DARK_INK: ChartInk = {
  text: '#e9ecef',
  dimmed: '#adb5bd',
  grid: '#424242',
  background: '#242424',
  tooltip: '#2e2e2e',
};

/** Forces an ink below it (the print layout and exports are light whatever the theme). */
export const ChartInkContext = createContext<ChartInk | null>(null);

/** The ink charts draw with: a forced one, else the colour scheme's. */
export function useChartInk(): ChartInk {
  const forced = useContext(ChartInkContext);
  const scheme = useComputedColorScheme('light');
  return forced ?? (scheme === 'dark' ? DARK_INK : LIGHT_INK);
}
