import { memo, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import type { Location } from '@/api/locations';
import type { LocationLevel } from '@/api/schemas';
import { describeError } from '@/components/error-state';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { LEVEL_LABEL, nodeId, type NodeId } from '@/filters/location-tree';
import { OpenMentionsLink } from './location-links';
import { AnchorLink } from '@/components/router-links';
import { StandardCodes } from './standard-codes';
import { childScope } from './use-location-counts';
import type { useAllChildren } from '@/components/location-picker/use-all-children';
import {
  BY_MENTIONS,
  orderPlaces,
  toggleOrder,
  type PlaceOrder,
} from '@/components/location-picker/place-order';

/** Rows shown at first, and added by each "show more". */
const ROWS = 100;

interface Props {
  workspaceId: number;
  trail: readonly NodeId[];
  filters: MentionFilterSearch;
  node: { level: LocationLevel; id: number } | undefined;
  children: ReturnType<typeof useAllChildren>;
  countOf: (level: LocationLevel, id: number) => number | undefined;
  countsLoading: boolean;
}

/**
 * One row per child: its own page (cities too), its codes, its mentions, and a link to them.
 * Every child is loaded, so the rows order by mentions (most first) across all of them; the Place
 * and Mentions headers sort, and places without mentions can be hidden.
 */
export function LocationChildrenTable({ children, countOf, ...rowProps }: Props) {
  const { items, total, capped, loading, error } = children;
  const [order, setOrder] = useState<PlaceOrder>(BY_MENTIONS);
  const [shown, setShown] = useState(ROWS);
  const ordered = useMemo(() => orderPlaces(items, countOf, order), [items, countOf, order]);
  if (error && items.length === 0) {
    return (
      <Text c="red" role="alert">
        Could not load these places: {describeError(error)}
      </Text>
    );
  }
  if (!loading && items.length === 0)
    return <Text c="dimmed">No places below this one in the taxonomy.</Text>;
  const rows = ordered.slice(0, shown);
  const header = (by: PlaceOrder['by'], label: string) => (
    <Table.Th
      ta={by === 'mentions' ? 'right' : undefined}
      aria-sort={order.by === by ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        fz="sm"
        fw={700}
        onClick={() => setOrder((o) => toggleOrder(o, by))}
        data-testid={`sort-${by}`}
      >
        {label} {order.by === by ? (order.dir === 'asc' ? '↑' : '↓') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <>
      <Checkbox
        size="xs"
        mb="xs"
        label="Hide places without mentions"
        checked={order.hideEmpty}
        onChange={(e) => setOrder((o) => ({ ...o, hideEmpty: e.currentTarget.checked }))}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing={6} aria-label="Places">
          <Table.Thead>
            <Table.Tr>
              {header('name', 'Place')}
              <Table.Th>Standard codes</Table.Th>
              {header('mentions', 'Mentions')}
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((loc) => (
              <ChildRow
                key={nodeId(loc.level, loc.id)}
                loc={loc}
                count={countOf(loc.level, loc.id)}
                {...rowProps}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" mt="xs">
        {loading && <Loader size="xs" aria-label="Loading places" />}
        <Text size="xs" c="dimmed" data-testid="places-shown">
          {rows.length.toLocaleString('en')} of {ordered.length.toLocaleString('en')} shown
          {order.hideEmpty && ordered.length < items.length
            ? ` (${(items.length - ordered.length).toLocaleString('en')} without mentions hidden)`
            : ''}
          {capped
            ? `; the first ${items.length.toLocaleString('en')} of ${total.toLocaleString('en')} places loaded`
            : ''}
        </Text>
        {ordered.length > rows.length && (
          <Button size="compact-xs" variant="default" onClick={() => setShown((n) => n + ROWS)}>
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
