import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { LoadingState } from '@/components/loading-state';
import { loadSnapshot, SnapshotProblem } from './load-snapshot';
import { SnapshotBlockView } from './snapshot-blocks';
import classes from './snapshot.module.css';

const route = getRouteApi('/s/$token');

/** A client snapshot, read-only: the frozen report, or a password prompt, or why it does not show. */
export function SnapshotPage() {
  const { token } = route.useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const snapshot = useQuery({
    queryKey: ['public-snapshot', token, password],
    queryFn: () => loadSnapshot(token, password),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (snapshot.isPending) return <LoadingState label="Opening the snapshot…" />;
  const problem = snapshot.error instanceof SnapshotProblem ? snapshot.error : null;
  if (problem && (problem.kind === 'password_required' || problem.kind === 'wrong_password'))
    return (
      <main className={classes.page}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setPassword(typed);
          }}
        >
          <Stack gap="sm" maw={420} mx="auto" mt="xl" data-testid="snapshot-password">
            <Title order={2}>A protected snapshot</Title>
            <Text size="sm">
              {problem.kind === 'password_required' ? problem.message : 'Enter its password to read it.'}
            </Text>
            <PasswordInput
              label="Password"
              value={typed}
              autoFocus
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={problem.kind === 'wrong_password' ? problem.message : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!typed}>
                Open
              </Button>
            </Group>
          </Stack>
        </form>
      </main>
    );
  if (snapshot.error || !snapshot.data)
    return (
      <main className={classes.page}>
        <Alert color="red" title="This snapshot cannot be shown" data-testid="snapshot-problem" mt="xl">
          {snapshot.error?.message ?? 'The snapshot could not be loaded.'}
        </Alert>
      </main>
    );
  const { content, createdBy } = snapshot.data;
  return (
    <main className={classes.page} data-testid="snapshot-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} fz={28}>
              {content.title}
            </Title>
            {content.subtitle && <Text c="dimmed">{content.subtitle}</Text>}
            <Text size="sm" c="dimmed">
              {`${content.dateLine} · a read-only snapshot shared by ${createdBy}`}
            </Text>
          </div>
          {content.logo && <img src={content.logo} alt="" className={classes.logo} />}
        </Group>
        {content.blocks.map((block, i) => (
          <SnapshotBlockView key={i} block={block} />
        ))}
        <Text size="xs" c="dimmed">
          The numbers are as they were when this snapshot was made; they do not update.
        </Text>
      </Stack>
    </main>
  );
}
