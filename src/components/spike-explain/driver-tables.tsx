import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MentionFilters } from '@/api/schemas';
import { FILTER_KINDS } from '@/filters/registry';
import type { DateRangeSearchInput } from '@/lib/date-range';
import type { DimensionExplanation } from '@/analysis/spikes/spike-explain';
import type { DriverDimension } from '@/analysis/spikes/spike-drivers';
import { percent } from '@/analysis/spikes/spike-summary';
import { DriverLink } from './driver-link';
import classes from './spike-explain.module.css';

/** Groups listed per dimension: the largest rises; the rest stays in the dimension's total. */
const GROUPS_SHOWN = 5;

/** A dimension's name from the filter registry (one home for labels). */
export function driverDimensionLabel(dimension: DriverDimension): string {
  const kind = Object.values(FILTER_KINDS).find((k) => k.groupBy === dimension);
  return kind?.label ?? dimension;
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${num(Math.abs(n))}`;

type Props = {
  dimensions: readonly DimensionExplanation[];
  workspaceId: number;
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
};

/** Per dimension: each group's count in the spike against the usual, its excess, lift and share of the excess. */
export function DriverTables({ dimensions, workspaceId, filters, tz }: Props) {
  return (
    <Stack gap="md">
      {dimensions.map((d) => {
        const groups = d.groups.filter((g) => g.excess > 0).slice(0, GROUPS_SHOWN);
        const label = driverDimensionLabel(d.dimension);
        return (
          <section
            key={d.dimension}
            aria-label={`Drivers by ${label}`}
            data-testid={`drivers-${d.dimension}`}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Title order={4} fz="sm">
                {label}
              </Title>
              <Text size="xs" c="dimmed">
                {num(d.spikeTotal)} vs usual {num(d.baselineTotal)} ({signed(d.totalExcess)})
              </Text>
            </Group>
            {groups.length === 0 ? (
              <Text size="xs" c="dimmed">
                No group rose above its usual count.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table className={classes.numbers} verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{label}</Table.Th>
                      <Table.Th ta="right">Spike</Table.Th>
                      <Table.Th ta="right">Usual</Table.Th>
                      <Table.Th ta="right">Excess</Table.Th>
                      <Table.Th ta="right">Lift</Table.Th>
                      <Table.Th ta="right">Share of excess</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {groups.map((g) => (
                      <Table.Tr key={g.key}>
                        <Table.Td miw={180} maw={280}>
                          <DriverLink workspaceId={workspaceId} filters={filters} driver={g} tz={tz} />
                        </Table.Td>
                        <Table.Td ta="right" data-testid="driver-spike-count">
                          {num(g.spikeCount)}
                        </Table.Td>
                        <Table.Td ta="right">{g.baselineCount.toLocaleString('en-US')}</Table.Td>
                        <Table.Td ta="right">{signed(g.excess)}</Table.Td>
                        <Table.Td ta="right">
                          {g.lift === null ? (
                            <Badge size="xs" variant="light">
                              new
                            </Badge>
                          ) : (
                            `${g.lift.toFixed(1)}×`
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{g.share === null ? '—' : percent(g.share)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
