import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from '@/api/client';
import { fetchRunFile, scheduleQueries } from '@/api/schedules';
import type { ScheduleRun } from '@/api/schemas/alerts';
import { downloadBlob, fileNameFor } from '@/lib/download';
import { formatZoned } from '@/lib/zoned-time';
import { runWindowText } from './schedule-text';

const STATUS_COLOR = { rendering: 'blue', sent: 'teal', failed: 'red' } as const;

/** A schedule's history: each run's status, window and error, its files to download. */
export function ScheduleRuns({ scheduleId, reportName }: { scheduleId: string; reportName: string }) {
  const runs = useQuery(scheduleQueries.runs(scheduleId));
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (run: ScheduleRun, format: 'pdf' | 'pptx') => {
    try {
      const blob = await fetchRunFile(run.id, format, getClientConfig().getToken() ?? null);
      downloadBlob(
        blob,
        fileNameFor(`${reportName} ${formatZoned(Date.parse(run.from), run.zone, 'YYYY-MM-DD')}`, format),
      );
      setFailure(null);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };
  if (runs.isPending) return <Loader size="sm" aria-label="Loading the runs" />;
  if (runs.isError)
    return (
      <Text c="red" size="sm">
        {runs.error.message}
      </Text>
    );
  if (runs.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No run yet: the first is sent at the next slot, or now with “Send now”.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Table striped withTableBorder fz="sm" data-testid="schedule-runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Run</Table.Th>
            <Table.Th>Window</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.data.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{formatZoned(Date.parse(run.createdAt), run.zone, 'D MMM YYYY, HH:mm')}</Table.Td>
              <Table.Td>{runWindowText(run)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[run.status]} variant="light">
                  {run.status}
                </Badge>
                {run.error && (
                  <Text size="xs" c="red">
                    {run.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {run.files.map((f) => (
                    <Button
                      key={f.format}
                      size="compact-xs"
                      variant="light"
                      onClick={() => void download(run, f.format)}
                    >
                      {f.format === 'pdf' ? 'PDF' : 'PPTX'}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
