import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

type Props = {
  value: DatesRangeValue<string>;
  maxDate: string;
  onChange: (value: DatesRangeValue<string>) => void;
};

/** The calendar range input; loaded lazily because @mantine/dates is large and only custom ranges need it. */
export default function CustomRangePicker({ value, maxDate, onChange }: Props) {
  return (
    <DatePickerInput
      type="range"
      size="xs"
      aria-label="Custom date range"
      placeholder="Pick dates"
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={value}
      onChange={onChange}
      maxDate={maxDate}
      allowSingleDateInRange
      miw={200}
    />
  );
}
