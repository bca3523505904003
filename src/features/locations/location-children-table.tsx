import { memo } from 'react';
import { Button, Group, Loader, Table, Text } from '@mantine/core';
import type { Location } from '@/api/locations';
import type { LocationLevel } from '@/api/schemas';
import { describeError } from '@/components/error-state';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { LEVEL_LABEL, nodeId, type NodeId } from '@/filters/location-tree';
import { OpenMentionsLink } from './location-links';
import { AnchorLink } from '@/components/router-links';
import { StandardCodes } from './standard-codes';
import { childScope } from './use-location-counts';
import type { useLocationChildren } from './use-location-children';

interface Props {
  workspaceId: number;
  trail: readonly NodeId[];
  filters: MentionFilterSearch;
  node: { level: LocationLevel; id: number } | undefined;
  children: ReturnType<typeof useLocationChildren>;
  countOf: (level: LocationLevel, id: number) => number | undefined;
  countsLoading: boolean;
}

/** One row per child: its own page (cities too), its codes, its mentions, and a link to them. */
export function LocationChildrenTable({ children, ...rowProps }: Props) {
  const { items, total, hasMore, loading, error, showMore } = children;
  if (error && items.length === 0) {
    return (
      <Text c="red" role="alert">
        Could not load these places: {describeError(error)}
      </Text>
    );
  }
  if (!loading && items.length === 0)
    return <Text c="dimmed">No places below this one in the taxonomy.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing={6} aria-label="Places">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Th>Standard codes</Table.Th>
              <Table.Th ta="right">Mentions</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((loc) => (
              <ChildRow
                key={nodeId(loc.level, loc.id)}
                loc={loc}
                count={rowProps.countOf(loc.level, loc.id)}
                workspaceId={rowProps.workspaceId}
                trail={rowProps.trail}
                filters={rowProps.filters}
                node={rowProps.node}
                countsLoading={rowProps.countsLoading}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" mt="xs">
        {loading && <Loader size="xs" aria-label="Loading places" />}
        <Text size="xs" c="dimmed">
          {items.length.toLocaleString('en')} of {total.toLocaleString('en')} shown
        </Text>
        {hasMore && !loading && (
          <Button size="compact-xs" variant="default" onClick={showMore}>
            Show more
          </Button>
        )}
      </Group>
    </>
  );
}

type RowProps = Omit<Props, 'children' | 'countOf'> & { loc: Location; count: number | undefined };

/** Memoised: every row holds two router links, and the page re-renders as names and counts arrive. */
const ChildRow = memo(function ChildRow({
  loc,
  count,
  workspaceId,
  trail,
  filters,
  node,
  countsLoading,
}: RowProps) {
  return (
    <Table.Tr data-location-row={nodeId(loc.level, loc.id)}>
      <Table.Td>
        <AnchorLink
          to="/w/$workspaceId/locations"
          params={{ workspaceId }}
          search={{ trail: [...trail, nodeId(loc.level, loc.id)] }}
          size="sm"
        >
          {loc.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {LEVEL_LABEL[loc.level]} · id {loc.id}
        </Text>
      </Table.Td>
      <Table.Td>
        <StandardCodes codes={loc.standard} />
      </Table.Td>
      <Table.Td ta="right" data-testid="mention-count">
        {count === undefined ? (
          countsLoading ? (
            <Loader size={12} aria-label="Counting" />
          ) : (
            '—'
          )
        ) : (
          count.toLocaleString('en')
        )}
      </Table.Td>
      <Table.Td>
        {count !== 0 && (
          <OpenMentionsLink
            workspaceId={workspaceId}
            scope={childScope(filters, node, loc)}
            name={loc.name}
            compact
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
});
