import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseTypedEdge } from '@/lib/typed-date';

/** Days picked in the calendar and the clock times (HH:mm) the window starts and ends at. */
export type CustomRangeValue = {
  days: DatesRangeValue<string>;
  startTime: string;
  endTime: string;
  /** The window runs to the present (its end was in the future): the end field reads "now". */
  toNow?: boolean;
};

/** Names for the calendar's arrow buttons (Mantine leaves them unnamed). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

type Props = {
  value: CustomRangeValue;
  maxDate: string;
  onChange: (value: CustomRangeValue) => void;
};

/**
 * The calendar range plus the window's start and end typed as "2026-10-01 09:30" (or a day alone);
 * loaded lazily because @mantine/dates is large and only custom ranges need it. The calendar keeps
 * the first click (or Enter, after the arrow keys) to itself until the second one closes the
 * range: the URL, and every area's question, change once per range. A typed edge applies on Enter
 * or when the field is left, not at every keystroke.
 */
export default function CustomRangePicker({ value, maxDate, onChange }: Props) {
  // The range being picked: the first day chosen and the second still to come.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const startText = value.days[0] ? `${value.days[0]} ${value.startTime}` : '';
  const endText = value.toNow ? 'now' : value.days[1] ? `${value.days[1]} ${value.endTime}` : '';
  return (
    <Group gap={6} wrap="wrap">
      <DatePickerInput
        type="range"
        size="xs"
        aria-label="Custom date range"
        placeholder="Pick dates"
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={picking ?? value.days}
        onChange={(days) => {
          if (days[0] && days[1]) {
            setPicking(null);
            onChange({ ...value, days, toNow: false });
          } else setPicking(days);
        }}
        onDropdownClose={() => setPicking(null)}
        maxDate={maxDate}
        allowSingleDateInRange
        ariaLabels={CALENDAR_LABELS}
        miw={200}
        data-testid="custom-range-calendar"
      />
      <EdgeField
        label="From"
        text={startText}
        onCommit={(typed) => {
          const edge = parseTypedEdge(typed, '00:00');
          if (edge) onChange({ ...value, days: [edge.day, value.days[1]], startTime: edge.time });
          return Boolean(edge);
        }}
      />
      <EdgeField
        label="To"
        text={endText}
        onCommit={(typed) => {
          if (typed.trim().toLowerCase() === 'now') {
            onChange({ ...value, days: [value.days[0], maxDate], endTime: '23:59', toNow: true });
            return true;
          }
          const edge = parseTypedEdge(typed, '23:59');
          if (edge) onChange({ ...value, days: [value.days[0], edge.day], endTime: edge.time, toNow: false });
          return Boolean(edge);
        }}
      />
    </Group>
  );
}

/** A typed window edge: "2026-10-01", "2026-10-01 14:30" (and "now" for the end). */
function EdgeField({
  label,
  text,
  onCommit,
}: {
  label: string;
  text: string;
  /** False when the text is not a date: the field says so and keeps it for correcting. */
  onCommit: (typed: string) => boolean;
}) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  const [invalid, setInvalid] = useState(false);
  // Follow the URL (the calendar, another zone, back/forward) without an effect.
  if (text !== shown) {
    setShown(text);
    setDraft(text);
    setInvalid(false);
  }
  const commit = () => {
    if (draft === text) return setInvalid(false);
    setInvalid(!onCommit(draft));
  };
  return (
    <TextInput
      size="xs"
      aria-label={`${label} (YYYY-MM-DD HH:mm)`}
      title={`${label}: YYYY-MM-DD, optionally with HH:mm${label === 'To' ? ', or now' : ''}`}
      leftSection={<span style={{ fontSize: 11 }}>{label}</span>}
      leftSectionWidth={label.length * 7 + 14}
      w={label === 'To' ? 168 : 176}
      value={draft}
      error={invalid}
      aria-invalid={invalid}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
