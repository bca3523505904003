import { Paper, Skeleton, Stack } from '@mantine/core';

/** The shape of the list while it loads, so the page does not jump when it arrives. */
export function WorkspacesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading workspaces">
      {[0, 1].map((g) => (
        <Paper key={g} withBorder radius="md" p="sm">
          <Skeleton height={14} width={160} mb="md" />
          {[0, 1, 2].map((r) => (
            <Stack key={r} gap={6} py="xs">
              <Skeleton height={12} width="40%" />
              <Skeleton height={10} width="85%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
