/**
 * A window's previous period and the change between two figures: what every comparison with the
 * period before reads (charts, share of voice, reports, the narrative explorer, the pulse).
 */

export type Window = { since: string; to: string };

/**
 * The window of equal length that ends just before `current` starts. The API's window is
 * inclusive at both ends, so the previous one stops 1 ms before `since` to count no mention twice.
 */
export function previousWindow(current: Window): Window {
  const since = Date.parse(current.since);
  const length = Date.parse(current.to) - since;
  return { since: new Date(since - length - 1).toISOString(), to: new Date(since - 1).toISOString() };
}

export type PeriodChange = { current: number; previous: number; delta: number; percent: number | null };

/** Change from the previous period: absolute and relative (null when the previous figure is 0). */
export function periodChange(current: number, previous: number): PeriodChange {
  const delta = current - previous;
  const percent = previous === 0 ? null : Math.round((delta / previous) * 1000) / 10;
  return { current, previous, delta, percent };
}

const signed = (n: number, digits = 0) => {
  const text = Math.abs(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
};

/** "+120 (+35.2%)", "−4 (−10.0%)", "+7 (new)", "0 (0.0%)". */
export function formatChange(change: PeriodChange): string {
  const pct =
    change.percent === null ? (change.delta === 0 ? '0.0%' : 'new') : `${signed(change.percent, 1)}%`;
  return `${signed(change.delta)} (${pct})`;
}
