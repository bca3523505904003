import { useState } from 'react';
import { Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';

export type Wording = { title?: string; caption?: string; hideTable?: boolean };
type Props = {
  value: Wording;
  titlePlaceholder: string;
  /** Offer "Hide the comparison table" (a chart compared with the previous period). */
  tableOption?: boolean;
  onSave: (value: Wording) => void;
};

/** A block's title and caption (and a chart's comparison table shown or not) in this report (loaded when its editor first opens). */
export function CaptionForm({ value, titlePlaceholder, tableOption, onSave }: Props) {
  const [title, setTitle] = useState(value.title ?? '');
  const [caption, setCaption] = useState(value.caption ?? '');
  const [hideTable, setHideTable] = useState(Boolean(value.hideTable));
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
      {tableOption && (
        <Checkbox
          label="Hide the comparison table"
          description="On screen, in print and in every export"
          checked={hideTable}
          onChange={(e) => setHideTable(e.currentTarget.checked)}
        />
      )}
      <Button
        size="xs"
        onClick={() =>
          onSave({
            title: title.trim() || undefined,
            caption: caption.trim() || undefined,
            ...(tableOption ? { hideTable: hideTable || undefined } : {}),
          })
        }
      >
        Save
      </Button>
    </Stack>
  );
}
