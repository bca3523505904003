import { useEffect, useRef } from 'react';
import { Group, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DateRangeControl } from '@/components/date-range-control';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { TimeZoneControl } from '@/components/time-zone-control';
import type { DateRangeSearch } from '@/lib/date-range';
import classes from './app-layout.module.css';

/**
 * The bar's height as `--analyst-bar-height` on the document, so side sheets below the header
 * (the filters panel) start under the window and zone controls instead of covering them.
 */
function useAnalystBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--analyst-bar-height', `${el.offsetHeight}px`);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      resize.disconnect();
      root.removeProperty('--analyst-bar-height');
    };
  }, []);
  return ref;
}

/** The global date range and time zone, read from and written to the _app search params. */
export function AnalystBar() {
  const search = useSearch({ from: '/_app' });
  const navigate = useNavigate();
  const bar = useAnalystBarHeight();
  const update = (next: Partial<DateRangeSearch>) =>
    void navigate({
      to: '.',
      // Only the global keys change; the page's own search params stay as they are.
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });

  return (
    <Group
      ref={bar}
      className={classes.analystBar}
      gap="sm"
      wrap="wrap"
      justify="flex-end"
      role="group"
      aria-label="Analysis window"
    >
      <Text size="xs" c="dimmed" visibleFrom="sm">
        Window
      </Text>
      <DateRangeControl value={search} onChange={update} />
      {/* A searchable list (with its floating dropdown) renders just after the first paint; its
          place is held at its size, so the bar does not change height or wrap differently. */}
      <AfterFirstPaint
        fallback={<div className={classes.zone} style={{ height: 'var(--input-height-xs)' }} />}
      >
        <TimeZoneControl className={classes.zone} value={search.tz} onChange={(tz) => update({ tz })} />
      </AfterFirstPaint>
    </Group>
  );
}
