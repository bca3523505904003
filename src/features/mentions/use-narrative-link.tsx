import { useCallback } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';

const NARRATIVES_ROUTE = '/_app/w/$workspaceId/narratives';

/** A link to the narrative explorer, only when that route is part of this build. */
export function useNarrativeLink(workspaceId: number) {
  const { routesById } = useRouter();
  const exists = Object.hasOwn(routesById, NARRATIVES_ROUTE);
  return useCallback(
    (id: number, label: string) =>
      exists ? (
        <Anchor
          component={Link}
          // The route is checked at runtime, so its path is not a literal type here.
          to={'/w/$workspaceId/narratives' as never}
          params={{ workspaceId: String(workspaceId) } as never}
          search={((prev: Record<string, unknown>) => ({ ...prev, narrative: id })) as never}
          size="sm"
        >
          {label}
        </Anchor>
      ) : null,
    [exists, workspaceId],
  );
}
