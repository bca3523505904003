import { darken, lighten, luminance, toRgba } from '@mantine/core';

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `fg` moved toward black (on a light `bg`) or white (on a dark one) until it reaches `min`:1. */
export function readableOn(fg: string, bg: string, min = 4.5): string {
  const towardDark = luminance(bg) > 0.18;
  let color = fg;
  for (let step = 0; step < 40 && contrastRatio(color, bg) < min; step++) {
    color = towardDark ? darken(color, 0.06) : lighten(color, 0.06);
  }
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}
