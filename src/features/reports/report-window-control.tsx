import { Button, Group, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useSearch } from '@tanstack/react-router';
import { DateRangeSearchSchema, describeRange, type DateRangeSearch } from '@/lib/date-range';
import { reportWindowLine } from './report-describe';

type Props = { value: DateRangeSearch | undefined; onChange: (window: DateRangeSearch | undefined) => void };

const same = (a: DateRangeSearch, b: DateRangeSearch) =>
  a.range === b.range && a.since === b.since && a.to === b.to && a.tz === b.tz;

/**
 * The report-wide window: every chart keeps its pinned window, or all are re-run for one window
 * ("the same report for November"), taken from the window selector above (the app's analysis
 * window); the pinned windows stay saved underneath.
 */
export function ReportWindowControl({ value, onChange }: Props) {
  const app = DateRangeSearchSchema.parse(useSearch({ from: '/_app' }));
  return (
    <Group gap="xs" align="center" wrap="wrap" role="group" aria-label="Report window">
      <Text size="sm" fw={500}>
        Window
      </Text>
      <SegmentedChoice
        size="xs"
        aria-label="Report window mode"
        value={value ? 'report' : 'charts'}
        onChange={(mode) => onChange(mode === 'report' ? app : undefined)}
        data={[
          { value: 'charts', label: 'Each chart’s own' },
          { value: 'report', label: 'One for the report' },
        ]}
      />
      {value && (
        <Text size="sm" data-testid="report-window">
          {reportWindowLine({ window: value }, Date.now())}
        </Text>
      )}
      {value && !same(value, app) && (
        <Button size="compact-sm" variant="light" onClick={() => onChange(app)}>
          Use the window above ({describeRange(app)})
        </Button>
      )}
    </Group>
  );
}
