import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { ErrorState } from './error-state';

/** Route errorComponent: shows the error and retries the loaders (and failed queries). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Container size="sm" py="xl">
      <ErrorState error={error} title="This page could not be shown" onRetry={retry} />
    </Container>
  );
}
