import { useCallback } from 'react';
import { AnchorLink } from '@/components/router-links';

/** A link to a narrative's own page (the workspace's filters travel with it). */
export function useNarrativeLink(workspaceId: number) {
  return useCallback(
    (id: number, label: string) => (
      <AnchorLink
        to="/w/$workspaceId/narratives/$narrativeId"
        params={{ workspaceId, narrativeId: id }}
        size="sm"
      >
        {label}
      </AnchorLink>
    ),
    [workspaceId],
  );
}
