import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { PanelLoading } from '@/components/loading-state';
import { parseMarkdownLight } from '@/lib/markdown-light';
import type { Block } from '@/analysis/reports/report-store';
import { MarkdownView } from './markdown-view';
import { fillPlaceholders } from './report-describe';

const TextBlockEditor = lazy(() =>
  import('./text-block-editor').then((m) => ({ default: m.TextBlockEditor })),
);

type TextBlock = Extract<Block, { kind: 'text' }>;
type Props = {
  block: TextBlock;
  readOnly: boolean;
  onChange: (block: TextBlock) => void;
  actions?: (edit: () => void) => ReactNode;
  /** `{{window}}`, `{{since}}`, `{{to}}`: filled with the report's window on screen and in exports. */
  placeholders?: Record<string, string>;
};

/** A text block: markdown-light (headings, bold, lists, links) shown as a document, edited in place. */
export function TextBlockCard({ block, readOnly, onChange, actions, placeholders }: Props) {
  const [draft, setDraft] = useState<string | null>(block.markdown ? null : '');
  const shown = useMemo(
    () => (placeholders ? fillPlaceholders(block.markdown, placeholders) : block.markdown),
    [block.markdown, placeholders],
  );
  const parsed = useMemo(() => parseMarkdownLight(shown), [shown]);
  const editing = draft !== null && !readOnly;
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-text" style={{ breakInside: 'avoid' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          {editing ? (
            <Suspense fallback={<PanelLoading label="Loading the text editor" />}>
              <TextBlockEditor
                initial={draft}
                onSave={(markdown) => {
                  onChange({ ...block, markdown });
                  setDraft(null);
                }}
                onCancel={block.markdown ? () => setDraft(null) : undefined}
              />
            </Suspense>
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
