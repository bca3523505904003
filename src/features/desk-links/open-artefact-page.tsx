import { useEffect } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { deskQueries } from '@/api/desk-queries';
import { useDeskState } from '@/api/desk-state';
import { isApiError } from '@/api/client';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { currentDeskRuntime } from '@/hooks/desk/desk-runtime';
import { openTarget } from './open-target';

const route = getRouteApi('/_app/open/$artefactId');

/**
 * Opens a shared view or report by its desk id. A colleague without access reads the desk's own
 * words ("you have no access to workspace 12"); an item they may not know of reads as not found.
 */
export function OpenArtefactPage() {
  const { artefactId } = route.useParams();
  const navigate = useNavigate();
  const desk = useDeskState();
  const artefact = useQuery({ ...deskQueries.detail(artefactId), retry: false });
  const target = artefact.data ? openTarget(artefact.data) : null;
  const ready = desk.mode === 'desk' && target;
  useEffect(() => {
    if (!ready || !artefact.data) return;
    // Into the list the page reads, so it opens at once even before the list's next refresh.
    currentDeskRuntime()?.collections[artefact.data.kind].absorb(artefact.data);
    void navigate({ href: target.href, replace: true });
  }, [ready, artefact.data, target, navigate]);

  const problem =
    desk.mode === 'browser'
      ? `This link opens an item of a team desk, and this dashboard has none: ${desk.reason}`
      : artefact.error
        ? isApiError(artefact.error) && artefact.error.status === 404
          ? 'This item does not exist or is not shared with you (ask its owner to share it with the team).'
          : artefact.error.message
        : artefact.data && !target
          ? 'This item cannot be opened here: it is damaged or from a newer version of the dashboard.'
          : null;
  if (!problem) return <LoadingState label="Opening the shared item…" />;
  return (
    <Stack gap="md">
      <PageHeader title="Shared item" description="A link to a view or report on the team desk." />
      <Alert color="red" title="This link cannot be opened" data-testid="open-problem">
        {problem}
      </Alert>
    </Stack>
  );
}
