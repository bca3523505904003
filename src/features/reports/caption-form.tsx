import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { ChartBlock } from '@/analysis/reports/report-store';

type Props = { block: ChartBlock; onSave: (block: ChartBlock) => void };

/** The title and caption of a pinned chart in this report (loaded when its editor first opens). */
export function CaptionForm({ block, onSave }: Props) {
  const [title, setTitle] = useState(block.title ?? '');
  const [caption, setCaption] = useState(block.caption ?? '');
  return (
    <Stack gap="xs" w={300}>
      <TextInput
        label="Title in this report"
        placeholder="The chart’s own title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={200}
        data-autofocus
      />
      <Textarea
        label="Caption"
        autosize
        minRows={2}
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        maxLength={2000}
      />
      <Button
        size="xs"
        onClick={() =>
          onSave({ ...block, title: title.trim() || undefined, caption: caption.trim() || undefined })
        }
      >
        Save
      </Button>
    </Stack>
  );
}
