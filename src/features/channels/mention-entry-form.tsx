import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { RawMention } from '@/lib/custom-channel-import';

const EMPTY = { title: '', text: '', author: '', published: '', url: '', thumbnailUrl: '' };

/** Type one mention by hand; it joins the preview and is validated like a file row. */
export function MentionEntryForm({ onAdd }: { onAdd: (raw: RawMention) => void }) {
  const [values, setValues] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    // Read the value now: by the time React runs the updater the event's currentTarget is null.
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const add = () => {
    onAdd(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')));
    setValues(EMPTY);
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label="URL" placeholder="https://…" {...field('url')} />
        <TextInput label="Published" placeholder="2026-11-20T09:30:00Z" {...field('published')} />
        <TextInput label="Title" {...field('title')} />
        <TextInput label="Author" {...field('author')} />
      </SimpleGrid>
      <Textarea label="Text" autosize minRows={2} {...field('text')} />
      <TextInput label="Thumbnail URL" {...field('thumbnailUrl')} />
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={add}>
          Add to the list
        </Button>
      </Group>
    </Stack>
  );
}
