import { Link } from '@tanstack/react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';

interface Props {
  title?: string;
  message?: string;
}

export function NotFoundPage({
  title = 'Page not found',
  message = 'The address does not match any page of Narrative Desk. It may have been mistyped, or the item it pointed to was deleted.',
}: Props) {
  return (
    <Center mih="60vh" p="lg" component="main">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {message}
        </Text>
        <Button component={Link} to="/workspaces" leftSection={<IconHome size={18} />}>
          Back to workspaces
        </Button>
      </Stack>
    </Center>
  );
}
