import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';

type Props = {
  initial: string;
  onSave: (markdown: string) => void;
  /** Absent for a block that has no text yet (nothing to go back to). */
  onCancel?: () => void;
};

/** A text block's editor (loaded when a block is first edited: the board itself only shows text). */
export function TextBlockEditor({ initial, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  return (
    <Stack gap="xs">
      <Textarea
        label="Text (markdown: # heading, **bold**, *italic*, - list, [link](https://…))"
        autosize
        minRows={4}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        description="{{window}}, {{since}} and {{to}} are replaced with the report’s window."
        data-autofocus
      />
      <Group gap="xs">
        <Button size="xs" onClick={() => onSave(draft)}>
          Save text
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} disabled={!onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
