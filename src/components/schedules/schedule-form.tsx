import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { SCHEDULE_WINDOWS, WATCH_LIMITS, type Cadence, type ScheduleInput } from '@/api/schemas/alerts';
import { browserZone } from '@/lib/date-range';
import { UTC_FIRST, ZoneSelect } from '../zone-select';
import { WEEKDAYS, WINDOW_LABELS } from './schedule-text';

type Props = {
  reportId: string;
  reportName: string;
  initial?: ScheduleInput;
  saving: boolean;
  error: string | null;
  onSave: (input: ScheduleInput) => void;
  onCancel: () => void;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new schedule's defaults: every Monday at 08:00 in the analyst's zone, for the previous week. */
export function defaultSchedule(reportId: string, reportName: string): ScheduleInput {
  return {
    reportId,
    title: reportName,
    cadence: { kind: 'weekly', weekday: 1, time: '08:00' },
    zone: browserZone(),
    window: 'last_week',
    formats: ['pdf'],
    recipients: [],
    paused: false,
  };
}

/** Create or edit a schedule: when, in which zone, for which window, as what, to whom. */
export function ScheduleForm({ reportId, reportName, initial, saving, error, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<ScheduleInput>(initial ?? defaultSchedule(reportId, reportName));
  const set = (patch: Partial<ScheduleInput>) => setDraft((d) => ({ ...d, ...patch }));
  const c = draft.cadence;
  const setCadence = (kind: Cadence['kind']) =>
    set({
      cadence:
        kind === 'daily'
          ? { kind, time: c.time }
          : kind === 'weekly'
            ? { kind, weekday: 1, time: c.time }
            : { kind, day: 1, time: c.time },
    });
  const bad = draft.recipients.filter((r) => !EMAIL.test(r));
  const invalid =
    !draft.title.trim() || draft.recipients.length === 0 || bad.length > 0 || draft.formats.length === 0;
  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        description="The email's subject"
        value={draft.title}
        maxLength={WATCH_LIMITS.titleChars}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <SegmentedControl
        aria-label="How often"
        value={c.kind}
        onChange={(v) => setCadence(v as Cadence['kind'])}
        data={[
          { value: 'daily', label: 'Daily' },
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
        ]}
      />
      <Group grow align="flex-start">
        {c.kind === 'weekly' && (
          <Select
            label="On"
            allowDeselect={false}
            value={String(c.weekday)}
            data={WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }))}
            onChange={(v) => v && set({ cadence: { ...c, weekday: Number(v) } })}
          />
        )}
        {c.kind === 'monthly' && (
          <NumberInput
            label="Day of the month"
            description="1–28, so every month has it"
            min={1}
            max={28}
            value={c.day}
            onChange={(v) => typeof v === 'number' && v >= 1 && v <= 28 && set({ cadence: { ...c, day: v } })}
          />
        )}
        <TextInput
          label="At"
          type="time"
          value={c.time}
          onChange={(e) =>
            /^\d\d:\d\d$/.test(e.currentTarget.value) &&
            set({ cadence: { ...c, time: e.currentTarget.value } })
          }
        />
      </Group>
      <ZoneSelect
        label="Time zone"
        leading={UTC_FIRST}
        value={draft.zone}
        onChange={(zone) => set({ zone })}
      />
      <Select
        label="Reports on"
        allowDeselect={false}
        value={draft.window}
        data={SCHEDULE_WINDOWS.map((w) => ({ value: w, label: WINDOW_LABELS[w] }))}
        onChange={(v) => v && set({ window: v as ScheduleInput['window'] })}
      />
      <Checkbox.Group
        label="Attach"
        value={draft.formats}
        onChange={(v) => set({ formats: v as ScheduleInput['formats'] })}
      >
        <Group gap="md" mt={4}>
          <Checkbox value="pdf" label="PDF" />
          <Checkbox value="pptx" label="PowerPoint" />
        </Group>
      </Checkbox.Group>
      <TagsInput
        label="Recipients"
        description="Email addresses, people without an account included; Enter after each"
        value={draft.recipients}
        maxTags={WATCH_LIMITS.recipientsPerRule}
        splitChars={[',', ' ', ';']}
        onChange={(v) => set({ recipients: v.map((r) => r.trim()).filter(Boolean) })}
        error={bad.length > 0 ? `Not an email address: ${bad.join(', ')}` : undefined}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          loading={saving}
          disabled={invalid}
          onClick={() => onSave({ ...draft, title: draft.title.trim() })}
        >
          Save schedule
        </Button>
      </Group>
    </Stack>
  );
}
