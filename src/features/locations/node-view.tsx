import { useMemo } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { knownLocation, useKnownLocationsVersion } from '@/components/location-picker/location-cache';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import {
  fallbackName,
  LEVEL_LABEL,
  LEVEL_PLURAL,
  parseNodeId,
  withPath,
  type NodeId,
} from '@/filters/location-tree';
import { LocationChildrenTable } from './location-children-table';
import { ChartThisLink, OpenMentionsLink } from './location-links';
import { StandardCodes } from './standard-codes';
import { nodeScope, useLocationCounts } from './use-location-counts';
import { useAllChildren } from '@/components/location-picker/use-all-children';

interface NodeViewProps {
  workspaceId: number;
  trail: readonly NodeId[];
  window: { since: string; to: string };
  filters: MentionFilterSearch;
  /** The trail's names are still being looked up. */
  looking: boolean;
}

/** One place (or the top): its name, codes and mentions, then its children with theirs. */
export function NodeView({ workspaceId, trail, window, filters, looking }: NodeViewProps) {
  useKnownLocationsVersion();
  const currentId = trail[trail.length - 1];
  const node = useMemo(() => (currentId ? parseNodeId(currentId) : undefined), [currentId]);
  const known = currentId ? knownLocation(currentId) : undefined;
  const leaf = node?.level === 'city';
  const children = useAllChildren(node, !leaf);
  const childLevels = useMemo(() => [...new Set(children.items.map((c) => c.level))], [children.items]);
  const counts = useLocationCounts({ workspaceId, window, filters, node, childLevels });
  const name = node ? (known?.name ?? fallbackName(node.level, node.id)) : undefined;
  const heading = childLevels.map((l) => LEVEL_PLURAL[l]).join(' and ') || 'Places';
  return (
    <Stack gap="sm">
      {node && (
        <Paper withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={2} fz="h3">
                  {name}
                </Title>
                <Badge variant="outline" size="sm">
                  {LEVEL_LABEL[node.level]} · id {node.id}
                </Badge>
              </Group>
              {known?.path && (
                <Text size="sm" c="dimmed">
                  {withPath(known.name, known.path)}
                </Text>
              )}
              {known ? (
                <StandardCodes codes={known.standard} />
              ) : (
                <Text size="sm" c="dimmed">
                  {looking
                    ? 'Looking up this place’s name and codes…'
                    : 'The service did not list this place: its name and codes are unknown.'}
                </Text>
              )}
              {counts.total !== undefined && (
                <Text size="sm" data-testid="node-total">
                  {counts.total.toLocaleString('en')} mentions located here in this window, with the filters
                  above
                </Text>
              )}
            </Stack>
            {counts.total !== 0 && (
              <OpenMentionsLink
                workspaceId={workspaceId}
                scope={nodeScope(filters, node)}
                name={name ?? 'this place'}
              />
            )}
          </Group>
        </Paper>
      )}
      {!leaf && (
        <>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4">
              {heading}
            </Title>
            {childLevels[0] && (
              <ChartThisLink
                workspaceId={workspaceId}
                scope={nodeScope(filters, node)}
                parentName={name}
                childLevel={childLevels[0]}
              />
            )}
          </Group>
          <LocationChildrenTable
            workspaceId={workspaceId}
            trail={trail}
            filters={filters}
            node={node}
            children={children}
            countOf={counts.countOf}
            countsLoading={counts.loading}
          />
        </>
      )}
    </Stack>
  );
}
