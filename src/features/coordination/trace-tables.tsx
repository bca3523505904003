import { Anchor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import type { Trace } from '@/analysis/coordination/trace';

const link = (url: string, label: string) =>
  url ? (
    <Anchor href={url} target="_blank" rel="noreferrer noopener" size="sm">
      {label}
    </Anchor>
  ) : (
    label
  );

/** The first sightings per channel and per domain, and what was seen on two or more channels. */
export function TraceTables({ trace, zone }: { trace: Trace; zone: string }) {
  const time = (ms: number) => formatZoned(ms, zone, 'YYYY-MM-DD HH:mm');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <Title order={4}>First sighting per channel</Title>
          <Table fz="sm" data-testid="first-per-channel">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Channel</Table.Th>
                <Table.Th>First seen</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th ta="right">Mentions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trace.lanes.map((l) => (
                <Table.Tr key={l.channel}>
                  <Table.Td>{channelName(l.channel)}</Table.Td>
                  <Table.Td>{link(l.first.url, time(l.first.time))}</Table.Td>
                  <Table.Td>{l.first.account || l.first.domain}</Table.Td>
                  <Table.Td ta="right">{l.count.toLocaleString('en')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <Stack gap={4}>
          <Title order={4}>First sighting per domain</Title>
          <Table fz="sm">
            <Table.Tbody>
              {trace.domains.map((d) => (
                <Table.Tr key={d.domain}>
                  <Table.Td>{d.domain}</Table.Td>
                  <Table.Td>{link(d.url, time(d.time))}</Table.Td>
                  <Table.Td>{channelName(d.channel)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <Title order={4}>Accounts on two or more channels</Title>
          {trace.accounts.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            trace.accounts.slice(0, 20).map((a) => (
              <Text key={a.name} size="sm">
                {a.name} — {a.channels.map(channelName).join(', ')} ({a.count})
              </Text>
            ))
          )}
        </Stack>
        <Stack gap={4}>
          <Title order={4}>Linked domains on two or more channels</Title>
          {trace.linkedDomains.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            trace.linkedDomains.slice(0, 20).map((d) => (
              <Text key={d.name} size="sm">
                {d.name} — {d.channels.map(channelName).join(', ')} ({d.count})
              </Text>
            ))
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
