import { Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ImportRow } from '@/lib/custom-channel-import';
import classes from './channels.module.css';

interface Props {
  rows: readonly ImportRow[];
  sent: ReadonlySet<number>;
  onFix: (row: number, field: string, value: string) => void;
}

const asText = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
/** A problem on a known member can be fixed in place; others need a new file. */
const EDITABLE = new Set(['title', 'text', 'author', 'published', 'url', 'thumbnailUrl']);

/** Every parsed row with its problems beside it; a bad field turns into an input to fix it. */
export function ImportPreviewTable({ rows, sent, onFix }: Props) {
  return (
    <Table.ScrollContainer minWidth={760} mah={480}>
      <Table stickyHeader verticalSpacing={4} fz="xs" data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Row</Table.Th>
            <Table.Th>Title / text</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.row}
              className={r.problems.length ? classes.problemRow : undefined}
              data-testid="import-row"
              data-row={r.row}
              data-valid={r.problems.length === 0}
            >
              <Table.Td>{r.row}</Table.Td>
              <Table.Td maw={280}>
                <Text size="xs" lineClamp={2}>
                  {asText(r.raw.title) || asText(r.raw.text)}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="xs" truncate>
                  {asText(r.raw.url)}
                </Text>
              </Table.Td>
              <Table.Td>{asText(r.raw.published)}</Table.Td>
              <Table.Td miw={260}>
                {sent.has(r.row) ? (
                  <Badge color="green" variant="light">
                    Sent
                  </Badge>
                ) : r.problems.length === 0 ? (
                  <Badge color="gray" variant="light">
                    Ready
                  </Badge>
                ) : (
                  <Stack gap={4}>
                    {r.problems.map((p) =>
                      EDITABLE.has(p.field) ? (
                        <TextInput
                          key={p.field}
                          size="xs"
                          label={`Fix ${p.field} (row ${r.row})`}
                          defaultValue={asText(r.raw[p.field])}
                          error={p.message}
                          onBlur={(e) => onFix(r.row, p.field, e.currentTarget.value)}
                          onKeyDown={(e) => e.key === 'Enter' && onFix(r.row, p.field, e.currentTarget.value)}
                        />
                      ) : (
                        <Text key={p.field} size="xs" c="red">
                          {p.message}
                        </Text>
                      ),
                    )}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
