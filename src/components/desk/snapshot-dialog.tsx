import { useState } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from '@/components/deferred-overlays';
import { deskRequest } from '@/api/desk';
import { deskQueries } from '@/api/desk-queries';
import { SnapshotInfoSchema, type SnapshotCreate } from '@/api/schemas/desk';
import type { ReportFiles } from '@/components/charts/export/types';
import { buildSnapshot } from './snapshot-build';
import { SnapshotList } from './snapshot-list';

const DAY_MS = 86_400_000;
const EXPIRY = [
  { value: 'never', label: 'Never (until revoked)' },
  { value: '1', label: 'After 1 day' },
  { value: '7', label: 'After 7 days' },
  { value: '30', label: 'After 30 days' },
];

type Props = { artefactId: string; title: string; files: ReportFiles; onClose: () => void };

/**
 * "Share with client": the report frozen now (every block's drawing, numbers and provenance) behind
 * an unguessable link, optionally with a password and an expiry; the report's snapshots, revocable.
 */
export default function SnapshotDialog({ artefactId, title, files, onClose }: Props) {
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState('never');
  const [pending, setPending] = useState(0);
  const create = useMutation({
    mutationFn: async () => {
      const doc = await files.document(setPending);
      const body: SnapshotCreate = {
        content: await buildSnapshot(doc),
        password: password || undefined,
        expiresAt:
          expiry === 'never' ? undefined : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
      };
      return deskRequest(SnapshotInfoSchema, `/artefacts/${encodeURIComponent(artefactId)}/snapshots`, {
        method: 'POST',
        body,
      });
    },
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: deskQueries.snapshots(artefactId).queryKey }),
  });
  const link = create.data?.url ? new URL(create.data.url, window.location.origin).toString() : null;
  const shortPassword = password.length > 0 && password.length < 8;
  return (
    <Modal opened onClose={onClose} title={`Share “${title}” with a client`} centered size="lg">
      <Stack gap="sm" data-testid="snapshot-dialog">
        <Text size="sm">
          A snapshot freezes this report as it reads now: its charts, figures and text, with where each number
          comes from. The link needs no account and shows no live data; revoke it at any time.
        </Text>
        <Group grow align="flex-start">
          <PasswordInput
            label="Password (optional)"
            description="At least 8 characters"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={shortPassword ? 'At least 8 characters' : undefined}
          />
          <Select
            label="Link expires"
            description="In your browser's clock"
            data={EXPIRY}
            value={expiry}
            allowDeselect={false}
            onChange={(v) => v && setExpiry(v)}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => create.mutate()} loading={create.isPending} disabled={shortPassword}>
            {create.isPending && pending > 0 ? `${pending} block(s) still loading…` : 'Create snapshot link'}
          </Button>
        </Group>
        {create.error && (
          <Alert color="red" title="No snapshot was made">
            {create.error.message}
          </Alert>
        )}
        {link && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Snapshot link (shown once: copy it now)"
              value={link}
              readOnly
              style={{ flex: 1 }}
              data-testid="snapshot-link"
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <SnapshotList artefactId={artefactId} />
      </Stack>
    </Modal>
  );
}
