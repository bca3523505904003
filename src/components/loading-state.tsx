import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-area spinner with an accessible label, used as the router's pending component too. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A small spinner in a panel whose content is loading (a lazily loaded menu or pane). */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Center p="md">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}
