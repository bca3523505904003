import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useQuery } from '@tanstack/react-query';
import { openConfirm } from '@/components/confirm/confirm-store';
import { scheduleQueries, useDeleteSchedule, useSaveSchedule, useSendScheduleNow } from '@/api/schedules';
import { WATCH_LIMITS, type Schedule, type ScheduleInput } from '@/api/schemas/alerts';
import { ScheduleForm } from './schedule-form';
import { ScheduleRuns } from './schedule-runs';
import { describeCadence, nextRunText, WINDOW_LABELS } from './schedule-text';

type Props = { artefactId: string; reportName: string; onClose: () => void };

const inputOf = ({
  reportId,
  title,
  cadence,
  zone,
  window,
  formats,
  recipients,
  paused,
}: Schedule): ScheduleInput => ({
  reportId,
  title,
  cadence,
  zone,
  window,
  formats,
  recipients,
  paused,
});

/** The report's schedules: create, edit, pause, delete, send now, and each one's history. */
export default function ScheduleDialog({ artefactId, reportName, onClose }: Props) {
  const list = useQuery(scheduleQueries.list(artefactId));
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  const sendNow = useSendScheduleNow();
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const submit = (input: ScheduleInput) => {
    const target = editing === 'new' || !editing ? {} : { id: editing.id, version: editing.version };
    save.mutate({ ...target, input }, { onSuccess: () => setEditing(null) });
  };
  const full = (list.data?.length ?? 0) >= WATCH_LIMITS.schedulesPerReport;
  return (
    <Modal opened onClose={onClose} title={`Schedules of “${reportName}”`} size="lg">
      {editing ? (
        <ScheduleForm
          reportId={artefactId}
          reportName={reportName}
          initial={editing === 'new' ? undefined : inputOf(editing)}
          saving={save.isPending}
          error={save.error?.message ?? null}
          onSave={submit}
          onCancel={() => {
            save.reset();
            setEditing(null);
          }}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The report is re-run for the schedule’s window in its zone and emailed as attachments, to people
            without an account too.
          </Text>
          {list.isPending && <Loader size="sm" aria-label="Loading the schedules" />}
          {list.isError && <Text c="red">{list.error.message}</Text>}
          {list.data?.length === 0 && <Text size="sm">This report has no schedule yet.</Text>}
          {list.data?.map((s) => (
            <Card key={s.id} withBorder padding="sm" data-testid="schedule-card">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{s.title}</Text>
                    {s.paused && <Badge color="gray">Paused</Badge>}
                  </Group>
                  <Text size="sm">
                    {describeCadence(s.cadence)} · {WINDOW_LABELS[s.window]} ·{' '}
                    {s.formats.join(' + ').toUpperCase()}
                  </Text>
                  <Text size="sm">{nextRunText(s.nextRunAt, s.zone)}</Text>
                  <Text size="xs" c="dimmed">
                    To {s.recipients.join(', ')}
                  </Text>
                </Stack>
                <Group gap={4}>
                  <Button
                    size="xs"
                    variant="light"
                    loading={sendNow.isPending && sendNow.variables === s.id}
                    onClick={() => sendNow.mutate(s.id, { onSuccess: () => setHistory(s.id) })}
                    title="Sends the last complete period now, as its scheduled run did or will"
                  >
                    Send now
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(s)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      save.mutate({
                        id: s.id,
                        version: s.version,
                        input: { ...inputOf(s), paused: !s.paused },
                      })
                    }
                  >
                    {s.paused ? 'Resume' : 'Pause'}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setHistory(history === s.id ? null : s.id)}
                  >
                    History
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      openConfirm({
                        title: 'Delete this schedule?',
                        children: `“${s.title}” stops, and its history and files are deleted.`,
                        labels: { confirm: 'Delete', cancel: 'Keep it' },
                        color: 'red',
                        onConfirm: () => remove.mutate(s),
                      })
                    }
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
              {history === s.id && <ScheduleRuns scheduleId={s.id} reportName={reportName} />}
            </Card>
          ))}
          {(sendNow.error ?? remove.error ?? save.error) && (
            <Text c="red" size="sm" role="alert">
              {(sendNow.error ?? remove.error ?? save.error)?.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              disabled={full}
              title={full ? `At most ${WATCH_LIMITS.schedulesPerReport} schedules per report` : undefined}
              onClick={() => setEditing('new')}
            >
              New schedule
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
