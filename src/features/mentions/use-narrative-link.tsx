import { useCallback } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';

const NARRATIVE_ROUTE = '/_app/w/$workspaceId/narratives_/$narrativeId';

/** A link to a narrative's own page, only when that route is part of this build. */
export function useNarrativeLink(workspaceId: number) {
  const { routesById } = useRouter();
  const exists = Object.hasOwn(routesById, NARRATIVE_ROUTE);
  return useCallback(
    (id: number, label: string) =>
      exists ? (
        <Anchor
          component={Link}
          // The route is checked at runtime, so its path is not a literal type here.
          to={'/w/$workspaceId/narratives/$narrativeId' as never}
          params={{ workspaceId: String(workspaceId), narrativeId: String(id) } as never}
          size="sm"
        >
          {label}
        </Anchor>
      ) : null,
    [exists, workspaceId],
  );
}
