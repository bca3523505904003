import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { ToggleSwitch } from '@/components/toggle-switch';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CustomChannelIdSchema, type CustomChannel } from '@/api/schemas';
import {
  parseMentionFile,
  reviseRow,
  validateRow,
  type ImportRow,
  type RawMention,
} from '@/lib/custom-channel-import';
import { ImportPreviewTable } from './import-preview-table';
import { MentionEntryForm } from './mention-entry-form';
import { usePushJob } from './use-push-job';

/**
 * Push mentions into a custom channel: file or form → preview with problems → batches of 100.
 * Without a channel list (the service lacks GET /customChannels) the channel id is typed.
 */
export function PushPanel({ channels }: { channels: readonly CustomChannel[] }) {
  const [picked, setPicked] = useState<string | null>(channels[0]?.id ?? null);
  const [typedId, setTypedId] = useState('');
  const typedOk = CustomChannelIdSchema.safeParse(typedId.trim()).success;
  const channelId = channels.length > 0 ? picked : typedOk ? typedId.trim() : null;
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const job = usePushJob();
  const bad = rows.filter((r) => r.problems.length > 0).length;
  const ready = rows.filter((r) => r.problems.length === 0 && !job.sent.has(r.row)).length;

  const load = async (file: File | null) => {
    if (!file) return;
    const parsed = parseMentionFile(file.name, await file.text());
    job.reset();
    setRows(parsed.rows);
    setFileProblems(parsed.fileProblems);
  };
  const add = (raw: RawMention) =>
    setRows((list) => [...list, validateRow((list.at(-1)?.row ?? 0) + 1, raw)]);
  const fix = (row: number, field: string, value: string) =>
    setRows((list) => list.map((r) => (r.row === row ? reviseRow(r, field, value) : r)));
  const shown = onlyProblems ? rows.filter((r) => r.problems.length > 0) : rows;

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={600}>Push mentions</Text>
        {channels.length > 0 ? (
          <Select
            label="Custom channel"
            data={channels.map((c) => ({ value: c.id, label: c.name }))}
            value={picked}
            onChange={setPicked}
            allowDeselect={false}
            maw={360}
          />
        ) : (
          <TextInput
            label="Custom channel id"
            placeholder="7f1c8a52-5d0e-4f43-9a53-2b9c3a7e1d10"
            value={typedId}
            onChange={(e) => setTypedId(e.currentTarget.value)}
            error={
              typedId.trim() && !typedOk
                ? 'A custom channel id is a UUID (8-4-4-4-12 hexadecimal digits)'
                : undefined
            }
            maw={420}
            ff="monospace"
          />
        )}
        <Tabs defaultValue="file" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="file">From a file</Tabs.Tab>
            <Tabs.Tab value="form">One by one</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="file" pt="sm">
            <FileInput
              label="CSV or JSON file"
              description="Columns / members: url and published (ISO date-time) required, title or text, optional author and thumbnailUrl"
              accept=".csv,.json,text/csv,application/json"
              leftSection={<IconUpload size={14} />}
              placeholder="Choose a file"
              onChange={(f) => void load(f)}
              clearable
            />
          </Tabs.Panel>
          <Tabs.Panel value="form" pt="sm">
            <MentionEntryForm onAdd={add} />
          </Tabs.Panel>
        </Tabs>
        {fileProblems.map((p) => (
          <Alert key={p} color="yellow" p="xs">
            {p}
          </Alert>
        ))}
        {rows.length > 0 && (
          <>
            <Group justify="space-between">
              <Text size="sm" data-testid="import-summary">
                {rows.length} rows · {bad} with problems · {ready} ready to send · {job.sent.size} sent
              </Text>
              <ToggleSwitch
                size="xs"
                label="Only rows with problems"
                checked={onlyProblems}
                onChange={setOnlyProblems}
              />
            </Group>
            <ImportPreviewTable rows={shown} sent={job.sent} onFix={fix} />
          </>
        )}
        {job.progress && (
          <Progress
            value={job.progress.total ? (job.progress.done / job.progress.total) * 100 : 0}
            aria-label="Sending mentions"
          />
        )}
        {job.outcomes.map((o) => (
          <Alert key={o.rows[0]} color={o.ok ? 'green' : 'red'} p="xs" data-testid="batch-outcome">
            Rows {o.rows[0]}–{o.rows.at(-1)}: {o.ok ? o.message : `rejected by the server: ${o.message}`}
          </Alert>
        ))}
        {job.outcomes.length > 0 && job.outcomes.every((o) => o.ok) && (
          <Text size="xs" c="dimmed">
            Queued: the API processes pushed mentions asynchronously, so they appear in the mention browser
            after a few seconds.
          </Text>
        )}
        <Group justify="flex-end">
          {bad > 0 && (
            <Text size="xs" c="orange">
              Rows with problems are not sent; fix them above or upload a corrected file.
            </Text>
          )}
          <Button
            onClick={() => channelId && void job.send(channelId, rows)}
            disabled={!channelId || ready === 0}
            loading={job.sending}
          >
            Send {ready} mention{ready === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
