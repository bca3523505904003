import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { LIGHT_INK } from '@/components/chart-frame';
import { chartColors } from '@/analysis/charts/chart-palette';
import { ChartDrawing } from '@/components/charts/renderers';
import type { ChartExport } from './types';

const MARK_SELECTOR =
  '.recharts-bar-rectangle, .recharts-line-curve, .recharts-area-area, .recharts-pie-sector, .recharts-cartesian-axis-tick';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Draws a chart off screen, light, at a fixed width (a page's or an image's), and returns a copy
 * of its `<svg>`: exports never depend on the theme or the width of the chart on screen.
 */
export async function renderChartSvg(
  chart: ChartExport,
  width: number,
  height?: number,
): Promise<SVGSVGElement> {
  // Nothing to draw (no mentions in the window): the export says so, as the screen does.
  if (chart.model.total === 0 || chart.model.rows.length === 0) return emptySvg(width, height ?? 80);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-20000px;top:0;width:${width}px;pointer-events:none;`;
  document.body.append(host);
  const root = createRoot(host);
  try {
    const items = chart.model.kind === 'distribution' ? chart.model.rows : chart.model.series;
    flushSync(() =>
      root.render(
        <ChartDrawing
          model={chart.model}
          type={chart.type}
          unit={chart.unit}
          compare={chart.compare}
          labels={chart.labels}
          ink={LIGHT_INK}
          colors={chartColors(items)}
          width={width}
          height={height}
          marks={chart.marks}
        />,
      ),
    );
    // recharts lays out in effects: wait (bounded) until marks and ticks are drawn, then one frame more.
    for (let i = 0; i < 120; i++) {
      const svg = host.querySelector<SVGSVGElement>('svg.recharts-surface');
      if (svg?.querySelector(MARK_SELECTOR)) {
        await nextFrame();
        return host.querySelector<SVGSVGElement>('svg.recharts-surface')!.cloneNode(true) as SVGSVGElement;
      }
      await nextFrame();
    }
    throw new Error('The chart did not finish drawing for the export.');
  } finally {
    root.unmount();
    host.remove();
  }
}

function emptySvg(width: number, height: number): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  const text = document.createElementNS(NS, 'text');
  text.setAttribute('x', String(width / 2));
  text.setAttribute('y', String(height / 2));
  text.setAttribute('text-anchor', 'middle');
  text.setAttribute('font-size', '14');
  text.setAttribute('fill', LIGHT_INK.dimmed);
  text.textContent = 'No mentions in this window.';
  svg.append(text);
  return svg;
}
