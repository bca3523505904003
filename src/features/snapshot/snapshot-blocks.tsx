import { Fragment } from 'react';
import { Anchor, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { svgImageSource, type SnapshotBlock } from '@/analysis/reports/snapshot-content';
import classes from './snapshot.module.css';

type TextBlock = Extract<SnapshotBlock, { kind: 'text' }>;
type Runs = TextBlock['parsed'][number] extends infer B ? (B extends { runs: infer R } ? R : never) : never;

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function RunsView({ runs }: { runs: Runs }) {
  return runs.map((r, i) => {
    let node = <Fragment key={i}>{r.text}</Fragment>;
    if (r.italic) node = <em key={i}>{node}</em>;
    if (r.bold) node = <strong key={i}>{node}</strong>;
    if (r.href && SAFE_LINK.test(r.href))
      node = (
        <Anchor key={i} href={r.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
          {node}
        </Anchor>
      );
    return node;
  });
}

function TextView({ block }: { block: TextBlock }) {
  return block.parsed.map((b, i) =>
    b.type === 'heading' ? (
      <Title key={i} order={(b.level + 2) as 3 | 4 | 5} mb={4}>
        <RunsView runs={b.runs} />
      </Title>
    ) : b.type === 'list' ? (
      <List key={i} type={b.ordered ? 'ordered' : 'unordered'} size="sm" my={4}>
        {b.items.map((item, j) => (
          <List.Item key={j}>
            <RunsView runs={item} />
          </List.Item>
        ))}
      </List>
    ) : (
      <Text key={i} size="sm" my={4}>
        <RunsView runs={b.runs} />
      </Text>
    ),
  );
}

const cell = (v: string | number | null) =>
  v === null ? '–' : typeof v === 'number' ? v.toLocaleString('en-US') : v;

/** One frozen block: a chart as its drawing and its numbers, a key figure, or text. */
export function SnapshotBlockView({ block }: { block: SnapshotBlock }) {
  if (block.kind === 'text')
    return (
      <Paper withBorder radius="md" p="md" data-testid="snapshot-text">
        <TextView block={block} />
      </Paper>
    );
  if (block.kind === 'figure')
    return (
      <Paper withBorder radius="md" p="md" data-testid="snapshot-figure">
        <Text size="sm" c="dimmed">
          {block.label}
        </Text>
        <Text fz={32} fw={700} data-testid="snapshot-figure-value">
          {block.value.toLocaleString('en-US')}
        </Text>
        {block.change && <Text size="sm">{block.change}</Text>}
        <Text size="xs" c="dimmed" mt={4}>
          {block.provenance}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="snapshot-chart">
      <Stack gap="xs">
        <img
          className={classes.chart}
          src={svgImageSource(block.svg)}
          width={block.width}
          height={block.height}
          alt={`${block.title}. ${block.subtitle}`}
        />
        <details>
          <summary>
            <Text span size="sm">
              The numbers ({block.table.rows.length} rows)
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={400}>
            <Table striped withTableBorder fz="xs" data-testid="snapshot-table">
              <Table.Thead>
                <Table.Tr>
                  {block.table.columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.table.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {row.map((v, j) => (
                      <Table.Td key={j}>{cell(v)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Paper>
  );
}
