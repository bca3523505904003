import { Anchor, Group, ScrollArea, Table, Text } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { AnchorLink } from '@/components/router-links';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import { botRatingLabel, channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import type { CoordinationGroup, Post } from '@/analysis/coordination/types';

interface Props {
  group: CoordinationGroup;
  posts: readonly Post[];
  view: WorkspaceView;
  onClose: () => void;
}

/**
 * Exactly the group's mentions (those that took part in a co-post), oldest first, each opening in
 * the mention browser; and the browser filtered to the group's accounts over the group's span.
 */
export function GroupMentions({ group, posts, view, onClose }: Props) {
  const ids = new Set(group.postIds);
  const mine = posts.filter((p) => ids.has(p.id)).sort((a, b) => a.time - b.time);
  const since = new Date(group.first).toISOString();
  const to = new Date(group.last + 1000).toISOString();
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={`The ${mine.length} mentions of this coordination signal`}
    >
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed">
          Times in {view.zone}.
        </Text>
        <AnchorLink
          size="sm"
          to="/w/$workspaceId/mentions"
          params={{ workspaceId: view.workspaceId }}
          search={(prev: Record<string, unknown>) => ({
            ...prev,
            authors: group.accounts,
            range: 'custom' as const,
            since,
            to,
          })}
        >
          These accounts in the mention browser
        </AnchorLink>
      </Group>
      <ScrollArea.Autosize mah="60vh">
        <Table striped fz="sm" data-testid="group-mentions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Published</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Bot rating</Table.Th>
              <Table.Th>Text</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mine.map((p) => (
              <Table.Tr key={String(p.id)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatZoned(p.time, view.zone, 'YYYY-MM-DD HH:mm:ss')}
                </Table.Td>
                <Table.Td>{p.account}</Table.Td>
                <Table.Td>{channelName(p.channel)}</Table.Td>
                <Table.Td>{p.botRating ? botRatingLabel(p.botRating) : '—'}</Table.Td>
                <Table.Td>
                  {p.url ? (
                    <Anchor href={p.url} target="_blank" rel="noreferrer noopener" size="sm">
                      {p.excerpt}
                    </Anchor>
                  ) : (
                    p.excerpt
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}
