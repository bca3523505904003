import { Alert, Button, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { customEnrichmentQueries } from '@/api/custom-enrichments';
import { startTagJob } from './tag-job-runner';
import { TagValueInput, toSendableValue, type TagValue } from './tag-value-input';

/** What the dialog tags: a count for the summary and a way to get the mention urls. */
export interface TagTarget {
  count: number;
  description: string;
  /** Resolves the urls (paging the API for "all matching"); reports how many were read. */
  collectUrls: (onProgress: (read: number) => void, signal: AbortSignal) => Promise<string[]>;
}

const emptyValue = (type: string | undefined): TagValue => (type === 'multivalue_categorical' ? [] : '');

export function TagDialog({ opened, onClose, target }: { opened: boolean; onClose: () => void; target: TagTarget }) {
  const enrichments = useQuery(customEnrichmentQueries.list());
  const [enrichmentId, setEnrichmentId] = useState<string | null>(null);
  const [value, setValue] = useState<TagValue>('');
  const [collecting, setCollecting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const enrichment = enrichments.data?.find((e) => String(e.enrichment_id) === enrichmentId);
  const sendable = enrichment ? toSendableValue(enrichment.type, value) : null;

  const close = () => {
    abort.current?.abort();
    setCollecting(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!enrichment || sendable === null) return;
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setCollecting(0);
    try {
      const urls = await target.collectUrls(setCollecting, controller.signal);
      if (controller.signal.aborted) return;
      const items = urls.map((url) => ({ url, enrichment_id: enrichment.enrichment_id, value: sendable }));
      const shown = Array.isArray(sendable) ? sendable.join(', ') : String(sendable);
      await startTagJob({
        label: `${enrichment.name} = ${shown} on ${items.length.toLocaleString('en')} mentions`,
        enrichmentName: enrichment.name,
        items,
      });
      close();
    } catch (e) {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      setCollecting(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Tag ${target.description}`}>
      <Stack gap="sm">
        <Select
          label="Enrichment"
          placeholder={enrichments.isPending ? 'Loading…' : 'Choose an enrichment'}
          data={(enrichments.data ?? []).map((e) => ({ value: String(e.enrichment_id), label: `${e.name} (${e.type.replace('_', ' ')})` }))}
          value={enrichmentId}
          onChange={(id) => {
            setEnrichmentId(id);
            setValue(emptyValue(enrichments.data?.find((e) => String(e.enrichment_id) === id)?.type));
          }}
          searchable
          nothingFoundMessage="No custom enrichments: create one on the Enrichments page"
        />
        {enrichments.isError && <Alert color="red">{enrichments.error.message}</Alert>}
        {enrichment && <TagValueInput type={enrichment.type} options={enrichment.constraints.enum} value={value} onChange={setValue} />}
        <Text size="xs" c="dimmed">
          Sent in batches of 100 within the API's rate limit, as a background job you can pause, resume or cancel. It continues after a
          reload. The API writes values asynchronously, so they appear a few seconds after each batch.
        </Text>
        {collecting !== null && (
          <Stack gap={4}>
            <Text size="xs">
              Collecting mentions… {collecting.toLocaleString('en')} of {target.count.toLocaleString('en')}
            </Text>
            <Progress value={target.count ? (collecting / target.count) * 100 : 0} aria-label="Collecting mentions" />
          </Stack>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={sendable === null || target.count === 0} loading={collecting !== null}>
            Tag {target.count.toLocaleString('en')} mention{target.count === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
