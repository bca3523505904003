import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { useChartInk } from './chart-ink';
import classes from './chart-frame.module.css';

export interface ChartFrameProps {
  /** The chart's title (a report may retitle it). */
  title: string;
  /** One line under the title: what is counted and how (unit, share base, change). */
  subtitle?: ReactNode;
  /** Workspace · filters · window · zone: printed under the chart and written into every export. */
  provenance?: string;
  /** Buttons and menus: never printed or exported (`data-export-hide`). */
  actions?: ReactNode;
  /** Below the body: legend, notes, period table. */
  footer?: ReactNode;
  /** Heading level of the title (2 on a page of its own, 3 inside a report). */
  level?: 2 | 3;
  compact?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The one frame every chart is drawn in: title, subtitle, actions, body, legend/notes and the
 * provenance line. Colours come from the chart ink (light in print and exports whatever the
 * theme). The body is marked `data-chart-body`: `chartSvgOf(frame)` finds the drawn `<svg>`.
 */
export const ChartFrame = forwardRef<HTMLElement, ChartFrameProps>(function ChartFrame(
  { title, subtitle, provenance, actions, footer, level = 2, compact, children, ...rest },
  ref,
) {
  const ink = useChartInk();
  const Heading = level === 2 ? 'h2' : 'h3';
  const style = {
    '--frame-background': ink.background,
    '--frame-text': ink.text,
    '--frame-dimmed': ink.dimmed,
    '--frame-grid': ink.grid,
  } as CSSProperties;
  return (
    <section
      ref={ref}
      className={`${classes.frame} ${compact ? classes.compact : ''}`}
      style={style}
      data-chart-frame
      data-testid={rest['data-testid']}
      aria-label={title}
    >
      <div className={classes.header}>
        <div className={classes.heading}>
          <Heading className={classes.title}>{title}</Heading>
          {subtitle && (
            <div className={classes.subtitle} data-testid="chart-subtitle">
              {subtitle}
            </div>
          )}
        </div>
        {actions && (
          <div className={classes.actions} data-export-hide>
            {actions}
          </div>
        )}
      </div>
      <div className={classes.body} data-chart-body>
        {children}
      </div>
      {footer && <div className={classes.footer}>{footer}</div>}
      {provenance && (
        <p className={classes.provenance} data-testid="chart-provenance">
          {provenance}
        </p>
      )}
    </section>
  );
});

/** The chart drawn inside a frame (recharts' surface), for exports that need the live drawing. */
export function chartSvgOf(frame: Element | null): SVGSVGElement | null {
  return (
    frame?.querySelector<SVGSVGElement>('[data-chart-body] svg.recharts-surface, [data-chart-body] svg') ??
    null
  );
}
