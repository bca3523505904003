import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/api/client';

type ErrorStateProps = {
  error: unknown;
  title?: string;
  /** Shown as a "Try again" button when given. */
  onRetry?: () => void;
};

/** Human message for anything thrown: the API's own message when it is an ApiError. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.retryAfter !== undefined) {
      return `${error.message} (try again in ${error.retryAfter} s)`;
    }
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

export function ErrorState({ error, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm">
        <Text size="sm">{describeError(error)}</Text>
        {onRetry && (
          <Group>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={onRetry}
            >
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
