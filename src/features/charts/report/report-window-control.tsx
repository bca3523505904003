import { Group, SegmentedControl, Text } from '@mantine/core';
import { DateRangeControl } from '@/components/date-range-control';
import { TimeZoneControl } from '@/components/time-zone-control';
import { DateRangeSearchSchema, type DateRangeSearch } from '@/lib/date-range';

type Props = { value: DateRangeSearch | undefined; onChange: (window: DateRangeSearch | undefined) => void };

/**
 * The report-wide window: every chart keeps its pinned window, or all are re-run for one window
 * ("the same report for November"); the pinned windows stay saved underneath.
 */
export function ReportWindowControl({ value, onChange }: Props) {
  return (
    <Group gap="xs" align="center" wrap="wrap" role="group" aria-label="Report window">
      <Text size="sm" fw={500}>
        Window
      </Text>
      <SegmentedControl
        size="xs"
        aria-label="Report window mode"
        value={value ? 'report' : 'charts'}
        onChange={(mode) => onChange(mode === 'report' ? DateRangeSearchSchema.parse({ range: '30d', tz: 'utc' }) : undefined)}
        data={[
          { value: 'charts', label: 'Each chart’s own' },
          { value: 'report', label: 'One for the report' },
        ]}
      />
      {value && (
        <>
          <DateRangeControl value={value} onChange={(next) => onChange(DateRangeSearchSchema.parse({ ...value, ...next }))} />
          <TimeZoneControl value={value.tz} onChange={(tz) => onChange({ ...value, tz })} />
        </>
      )}
    </Group>
  );
}
