import { darken, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '@/lib/contrast';
import { BODY, colorTokens, DIMMED, INPUT, PLACEHOLDER, theme } from './theme';

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
const names = Object.keys(colors);

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('darkens on light surfaces and lightens on dark ones until the ratio is met', () => {
    const onLight = readableOn('#e67700', '#fff3bf');
    expect(contrastRatio(onLight, '#fff3bf')).toBeGreaterThanOrEqual(4.5);
    const onDark = readableOn('#495057', '#242424');
    expect(contrastRatio(onDark, '#242424')).toBeGreaterThanOrEqual(4.5);
    // Already readable: unchanged.
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});

describe('theme colour tokens (WCAG AA, 4.5:1)', () => {
  const tokens = colorTokens();
  it.each(names)('%s: light-variant badge text on its tint, in both schemes', (name) => {
    const shades = colors[name]!;
    expect(
      contrastRatio(tokens.light[`--mantine-color-${name}-light-color`]!, shades[1]!),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(tokens.dark[`--mantine-color-${name}-light-color`]!, darken(shades[9]!, 0.5)),
    ).toBeGreaterThanOrEqual(4.5);
  });
  it.each(names)('%s: outline badges and coloured text on the page, in both schemes', (name) => {
    for (const scheme of ['light', 'dark'] as const) {
      expect(
        contrastRatio(tokens[scheme][`--mantine-color-${name}-outline`]!, BODY[scheme]),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(tokens[scheme][`--mantine-color-${name}-text`]!, BODY[scheme]),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('the yellow and red badges that were 2.7:1 now pass', () => {
    expect(contrastRatio(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeLessThan(3);
    expect(
      contrastRatio(tokens.light['--mantine-color-yellow-light-color']!, DEFAULT_THEME.colors.yellow[1]),
    ).toBeGreaterThanOrEqual(4.5);
  });
  it('placeholder text passes on inputs', () => {
    expect(contrastRatio(PLACEHOLDER.light, INPUT.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PLACEHOLDER.dark, INPUT.dark)).toBeGreaterThanOrEqual(4.5);
  });
  it('dimmed text passes on the body and on hovered rows', () => {
    expect(contrastRatio(DIMMED.light, BODY.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DIMMED.light, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DIMMED.dark, BODY.dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DIMMED.dark, DEFAULT_THEME.colors.dark[5])).toBeGreaterThanOrEqual(4.5);
  });
});
