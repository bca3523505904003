import { useMemo } from 'react';
import { Badge, Breadcrumbs, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { knownLocation, useKnownLocationsVersion } from '@/components/location-picker/location-cache';
import { formatInZone, resolveWindow } from '@/lib/date-range';
import { fallbackName, LEVEL_LABEL, LEVEL_PLURAL, parseNodeId, withPath, type NodeId } from '@/lib/location-tree';
import { LocationChildrenTable } from './location-children-table';
import { ChartThisLink, OpenMentionsLink } from './location-links';
import { AnchorLink } from './router-links';
import { StandardCodes } from './standard-codes';
import { useChildCounts } from './use-child-counts';
import { useLocationChildren } from './use-location-children';

const route = getRouteApi('/_app/w/$workspaceId/locations');
const app = getRouteApi('/_app');

/** Browse the taxonomy level by level, with codes and this workspace's mentions per place. */
export function LocationsPage() {
  const workspaceId = Number(route.useParams().workspaceId);
  const trail = route.useSearch().trail ?? [];
  const range = app.useSearch();
  const window = useMemo(() => resolveWindow(range, Date.now()), [range]);
  const current = trail.length > 0 ? trail[trail.length - 1] : undefined;
  return (
    <Stack gap="md">
      <PageHeader
        title="Locations"
        description={`Mentions by resolved location, ${formatInZone(window.since, range.tz)} to ${formatInZone(window.to, range.tz)}`}
      />
      <Text size="sm" c="dimmed">
        This is the location resolved for each mention (what it is about), not the publisher’s geography. Mentions
        published before mid-June 2026 carry no location. State and county exist for the United States only.
      </Text>
      <TrailBreadcrumbs workspaceId={workspaceId} trail={trail} />
      {/* Keyed by node: paging and counts start afresh for every place. */}
      <NodeView key={current ?? 'top'} workspaceId={workspaceId} trail={trail} window={window} />
    </Stack>
  );
}

function nameOf(id: NodeId): string {
  const known = knownLocation(id);
  const parsed = parseNodeId(id)!;
  return known?.name ?? fallbackName(parsed.level, parsed.id);
}

function TrailBreadcrumbs({ workspaceId, trail }: { workspaceId: number; trail: readonly NodeId[] }) {
  useKnownLocationsVersion();
  const link = (to: readonly NodeId[], label: string) => (
    <AnchorLink
      key={to.join() || 'top'}
      to="/w/$workspaceId/locations"
      params={{ workspaceId: String(workspaceId) }}
      search={{ trail: to.length > 0 ? [...to] : undefined }}
      size="sm"
    >
      {label}
    </AnchorLink>
  );
  return (
    <Breadcrumbs aria-label="Place in the taxonomy" separatorMargin={6}>
      {link([], 'All regions')}
      {trail.map((step, i) => link(trail.slice(0, i + 1), nameOf(step)))}
    </Breadcrumbs>
  );
}

interface NodeViewProps {
  workspaceId: number;
  trail: readonly NodeId[];
  window: { since: string; to: string };
}

function NodeView({ workspaceId, trail, window }: NodeViewProps) {
  useKnownLocationsVersion();
  const currentId = trail[trail.length - 1];
  const parent = currentId ? parseNodeId(currentId) : undefined;
  const known = currentId ? knownLocation(currentId) : undefined;
  const children = useLocationChildren(parent);
  const childLevels = useMemo(() => [...new Set(children.items.map((c) => c.level))], [children.items]);
  const counts = useChildCounts({ workspaceId, window, parent, childLevels });
  const heading = childLevels.map((l) => LEVEL_PLURAL[l]).join(' and ') || 'Places';
  return (
    <Stack gap="sm">
      {parent && (
        <Paper withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={2} fz="h3">
                  {known?.name ?? fallbackName(parent.level, parent.id)}
                </Title>
                <Badge variant="outline" size="sm">
                  {LEVEL_LABEL[parent.level]} · id {parent.id}
                </Badge>
              </Group>
              {known?.path && <Text size="sm" c="dimmed">{withPath(known.name, known.path)}</Text>}
              <StandardCodes codes={known?.standard ?? []} />
              {counts.total !== undefined && (
                <Text size="sm">{counts.total.toLocaleString('en')} mentions located here in this window</Text>
              )}
            </Stack>
            <OpenMentionsLink workspaceId={workspaceId} level={parent.level} id={parent.id} name={known?.name ?? 'this place'} />
          </Group>
        </Paper>
      )}
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          {heading}
        </Title>
        {childLevels[0] && (
          <ChartThisLink
            workspaceId={workspaceId}
            parent={parent && { ...parent, name: known?.name ?? fallbackName(parent.level, parent.id) }}
            childLevel={childLevels[0]}
          />
        )}
      </Group>
      <LocationChildrenTable
        workspaceId={workspaceId}
        trail={trail}
        children={children}
        countOf={counts.countOf}
        countsLoading={counts.loading}
      />
    </Stack>
  );
}
