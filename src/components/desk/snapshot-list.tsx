import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { deskRequest } from '@/api/desk';
import { NoContentSchema } from '@/api/client';
import { deskQueries } from '@/api/desk-queries';
import type { SnapshotInfo } from '@/api/schemas/desk';
import { formatInZone } from '@/lib/date-range';

const app = getRouteApi('/_app');

/** A snapshot's state in words: live, expired, revoked. */
function snapshotState(s: SnapshotInfo, now: number, at: (iso: string) => string): string {
  if (s.revokedAt) return `revoked ${at(s.revokedAt)}`;
  if (s.expiresAt && Date.parse(s.expiresAt) <= now) return `expired ${at(s.expiresAt)}`;
  return s.expiresAt ? `live until ${at(s.expiresAt)}` : 'live until revoked';
}

/** A report's client snapshots: who made each and when, its password and expiry, and revoke. */
export function SnapshotList({ artefactId }: { artefactId: string }) {
  const client = useQueryClient();
  const { tz } = app.useSearch();
  const at = (iso: string) => formatInZone(iso, tz);
  const list = useQuery(deskQueries.snapshots(artefactId));
  const revoke = useMutation({
    mutationFn: (id: string) =>
      deskRequest(NoContentSchema, `/snapshots/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorTitle: 'The snapshot was not revoked' },
    onSettled: () => client.invalidateQueries({ queryKey: deskQueries.snapshots(artefactId).queryKey }),
  });
  if (list.isPending) return <Text size="sm">Loading this report’s snapshots…</Text>;
  if (list.error)
    return <Text size="sm" c="red">{`Snapshots could not be listed: ${list.error.message}`}</Text>;
  if (list.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No snapshot of this report yet.
      </Text>
    );
  const now = Date.now();
  return (
    <Stack gap={6} data-testid="snapshot-list">
      <Text size="sm" fw={600}>
        Snapshots of this report
      </Text>
      {list.data.map((s) => {
        const live = !s.revokedAt && !(s.expiresAt && Date.parse(s.expiresAt) <= now);
        return (
          <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="snapshot-row">
            <Text size="xs">
              {`${at(s.createdAt)} by ${s.createdBy.name}${s.hasPassword ? ' · password' : ''} · ${snapshotState(s, now, at)}`}
            </Text>
            {live && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                loading={revoke.isPending && revoke.variables === s.id}
                onClick={() => revoke.mutate(s.id)}
              >
                Revoke
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
