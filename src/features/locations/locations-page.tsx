import { useMemo } from 'react';
import { Breadcrumbs, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { knownLocation, useKnownLocationsVersion } from '@/components/location-picker/location-cache';
import { useLocationLookup, type LocationLookup } from '@/components/location-picker/location-lookup';
import { formatInZone } from '@/lib/date-range';
import { fallbackName, parseNodeId, type NodeId } from '@/filters/location-tree';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { AppliedFilters } from './applied-filters';
import { NodeView } from './node-view';
import { AnchorLink } from '@/components/router-links';

const route = getRouteApi('/_app/w/$workspaceId/locations');

/**
 * Every step of the trail with its parent (the step before it): enough to find each place's name
 * and codes after a reload or from a shared link, where this device has not seen them.
 */
function trailLookups(trail: readonly NodeId[]): LocationLookup[] {
  return trail.map((step, i) => {
    const node = parseNodeId(step)!;
    const parent = i > 0 ? parseNodeId(trail[i - 1]!) : undefined;
    return { ...node, parent };
  });
}

/** Browse the taxonomy level by level, with codes and this workspace's mentions per place. */
export function LocationsPage() {
  const { workspaceId, filters, window, tz } = useWorkspaceView();
  const searchTrail = route.useSearch().trail;
  const trail = useMemo(() => searchTrail ?? [], [searchTrail]);
  const { looking } = useLocationLookup(useMemo(() => trailLookups(trail), [trail]));
  const current = trail.length > 0 ? trail[trail.length - 1] : undefined;
  return (
    <Stack gap="md">
      <PageHeader
        title="Locations"
        description={`Mentions by resolved location, ${formatInZone(window.since, tz)} to ${formatInZone(window.to, tz)}`}
      />
      <Text size="sm" c="dimmed">
        This is the location resolved for each mention (what it is about), not the publisher’s geography.
        Mentions published before mid-June 2026 carry no location. State and county exist for the United
        States only.
      </Text>
      <AppliedFilters workspaceId={workspaceId} filters={filters} />
      <TrailBreadcrumbs workspaceId={workspaceId} trail={trail} />
      {/* Keyed by node: paging and counts start afresh for every place. */}
      <NodeView key={current ?? 'top'} {...{ workspaceId, trail, window, filters, looking }} />
    </Stack>
  );
}

export function nameOf(id: NodeId): string {
  const parsed = parseNodeId(id)!;
  return knownLocation(id)?.name ?? fallbackName(parsed.level, parsed.id);
}

function TrailBreadcrumbs({ workspaceId, trail }: { workspaceId: number; trail: readonly NodeId[] }) {
  useKnownLocationsVersion();
  const link = (to: readonly NodeId[], label: string) => (
    <AnchorLink
      key={to.join() || 'top'}
      to="/w/$workspaceId/locations"
      params={{ workspaceId }}
      search={{ trail: to.length > 0 ? [...to] : undefined }}
      size="sm"
    >
      {label}
    </AnchorLink>
  );
  return (
    <Breadcrumbs aria-label="Place in the taxonomy" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
      {link([], 'All regions')}
      {trail.map((step, i) => link(trail.slice(0, i + 1), nameOf(step)))}
    </Breadcrumbs>
  );
}
