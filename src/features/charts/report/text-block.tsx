import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { parseMarkdownLight } from '@/lib/markdown-light';
import type { Block } from '@/lib/report-store';
import { MarkdownView } from './markdown-view';
import { usePublishBlock } from './use-report-exports';

type TextBlock = Extract<Block, { kind: 'text' }>;
type Props = {
  block: TextBlock;
  readOnly: boolean;
  onChange: (block: TextBlock) => void;
  actions?: (edit: () => void) => ReactNode;
};

/** A text block: markdown-light (headings, bold, lists, links) shown as a document, edited in place. */
export function TextBlockCard({ block, readOnly, onChange, actions }: Props) {
  const [draft, setDraft] = useState<string | null>(block.markdown ? null : '');
  const parsed = useMemo(() => parseMarkdownLight(block.markdown), [block.markdown]);
  const publish = usePublishBlock();
  useEffect(
    () => publish?.(block.id, { kind: 'text', markdown: block.markdown }),
    [publish, block.id, block.markdown],
  );
  const editing = draft !== null && !readOnly;
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-text" style={{ breakInside: 'avoid' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          {editing ? (
            <Stack gap="xs">
              <Textarea
                label="Text (markdown: # heading, **bold**, *italic*, - list, [link](https://…))"
                autosize
                minRows={4}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                data-autofocus
              />
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    onChange({ ...block, markdown: draft });
                    setDraft(null);
                  }}
                >
                  Save text
                </Button>
                <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={!block.markdown}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          ) : parsed.length ? (
            <MarkdownView blocks={parsed} />
          ) : (
            <Text c="dimmed" size="sm">
              Empty text block.
            </Text>
          )}
        </div>
        {!readOnly && !editing && actions?.(() => setDraft(block.markdown))}
      </Group>
    </Paper>
  );
}
