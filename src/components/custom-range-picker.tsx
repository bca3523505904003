import { useState } from 'react';
import { Group } from '@mantine/core';
import { DatePickerInput, TimeInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';

/** Days picked in the calendar and the clock times (HH:mm) the window starts and ends at. */
export type CustomRangeValue = { days: DatesRangeValue<string>; startTime: string; endTime: string };

type Props = {
  value: CustomRangeValue;
  maxDate: string;
  onChange: (value: CustomRangeValue) => void;
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The calendar range plus a start and an end time; loaded lazily because @mantine/dates is large
 * and only custom ranges need it. A time applies on Enter or when the field is left, not at every
 * keystroke (each change asks every area its question again).
 */
export default function CustomRangePicker({ value, maxDate, onChange }: Props) {
  return (
    <Group gap={6} wrap="wrap">
      <DatePickerInput
        type="range"
        size="xs"
        aria-label="Custom date range"
        placeholder="Pick dates"
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={value.days}
        onChange={(days) => onChange({ ...value, days })}
        maxDate={maxDate}
        allowSingleDateInRange
        miw={200}
      />
      <TimeField
        label="Start time"
        value={value.startTime}
        onCommit={(startTime) => onChange({ ...value, startTime })}
      />
      <TimeField
        label="End time"
        value={value.endTime}
        onCommit={(endTime) => onChange({ ...value, endTime })}
      />
    </Group>
  );
}

function TimeField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (time: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Follow the URL (another zone, back/forward) without an effect.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = (next: string) => {
    if (HH_MM.test(next) && next !== value) onCommit(next);
  };
  return (
    <TimeInput
      size="xs"
      aria-label={label}
      title={label}
      w={104}
      leftSection={<IconClock size={14} aria-hidden />}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => commit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(draft);
      }}
    />
  );
}
