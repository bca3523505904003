import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customEnrichmentQueries } from '@/api/custom-enrichments';
import type { TagSource } from './tag-collection';
import { startTagJob } from './tag-job-runner';
import { TagValueInput, toSendableValue, type TagValue } from './tag-value-input';

/**
 * What the dialog tags: explicit mention urls, or every mention a query matches (the job pages
 * through them itself, so a reload while it collects loses nothing).
 */
export type TagTarget = { count: number; description: string } & (
  { urls: readonly string[] } | { source: TagSource }
);

const emptyValue = (type: string | undefined): TagValue => (type === 'multivalue_categorical' ? [] : '');

export function TagDialog({
  opened,
  onClose,
  target,
}: {
  opened: boolean;
  onClose: () => void;
  target: TagTarget;
}) {
  const enrichments = useQuery(customEnrichmentQueries.list());
  const [enrichmentId, setEnrichmentId] = useState<string | null>(null);
  const [value, setValue] = useState<TagValue>('');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enrichment = enrichments.data?.find((e) => String(e.enrichment_id) === enrichmentId);
  const sendable = enrichment ? toSendableValue(enrichment.type, value) : null;

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!enrichment || sendable === null) return;
    setError(null);
    setStarting(true);
    const write = { enrichment_id: enrichment.enrichment_id, value: sendable };
    const shown = Array.isArray(sendable) ? sendable.join(', ') : String(sendable);
    const count = 'urls' in target ? target.urls.length : target.count;
    const job = {
      label: `${enrichment.name} = ${shown} on ${count.toLocaleString('en')} mentions`,
      enrichmentName: enrichment.name,
    };
    try {
      await startTagJob(
        'urls' in target
          ? { ...job, items: target.urls.map((url) => ({ url, ...write })) }
          : { ...job, source: target.source, write, expected: target.count },
      );
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Tag ${target.description}`}>
      <Stack gap="sm">
        <Select
          label="Enrichment"
          placeholder={enrichments.isPending ? 'Loading…' : 'Choose an enrichment'}
          data={(enrichments.data ?? []).map((e) => ({
            value: String(e.enrichment_id),
            label: `${e.name} (${e.type.replace('_', ' ')})`,
          }))}
          value={enrichmentId}
          onChange={(id) => {
            setEnrichmentId(id);
            setValue(emptyValue(enrichments.data?.find((e) => String(e.enrichment_id) === id)?.type));
          }}
          searchable
          nothingFoundMessage="No custom enrichments: create one on the Enrichments page"
        />
        {enrichments.isError && <Alert color="red">{enrichments.error.message}</Alert>}
        {enrichment && (
          <TagValueInput
            type={enrichment.type}
            options={enrichment.constraints.enum}
            value={value}
            onChange={setValue}
          />
        )}
        <Text size="xs" c="dimmed">
          Sent in batches of 100 within the API's rate limit, as a background job you can pause, resume or
          cancel. It continues after a reload. The API writes values asynchronously, so they appear a few
          seconds after each batch.
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={sendable === null || target.count === 0}
            loading={starting}
          >
            Tag {target.count.toLocaleString('en')} mention{target.count === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
