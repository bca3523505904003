import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';

export type Wording = { title?: string; caption?: string };
type Props = { value: Wording; titlePlaceholder: string; onSave: (value: Wording) => void };

/** A block's title and caption in this report (loaded when its editor first opens). */
export function CaptionForm({ value, titlePlaceholder, onSave }: Props) {
  const [title, setTitle] = useState(value.title ?? '');
  const [caption, setCaption] = useState(value.caption ?? '');
  return (
    <Stack gap="xs" w={300}>
      <TextInput
        label="Title in this report"
        placeholder={titlePlaceholder}
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
        onClick={() => onSave({ title: title.trim() || undefined, caption: caption.trim() || undefined })}
      >
        Save
      </Button>
    </Stack>
  );
}
