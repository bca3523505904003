import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { folderMutations } from '@/api/folders';
import { describeError } from '@/components/error-state';

export type FolderDialogTarget = { kind: 'create' } | { kind: 'rename'; id: number; title: string };

type FolderDialogProps = { target: FolderDialogTarget | null; onClose: () => void };

/** Create or rename a folder; a server error about the title shows on the field. */
export function FolderDialog({ target, onClose }: FolderDialogProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={target !== null} onClose={onClose} title={target?.kind === 'rename' ? 'Rename folder' : 'New folder'}>
      {target && <FolderForm key={target.kind === 'rename' ? target.id : 'create'} target={target} onDone={onClose} />}
    </Modal>
  );
}

function FolderForm({ target, onDone }: { target: FolderDialogTarget; onDone: () => void }) {
  const [title, setTitle] = useState(target.kind === 'rename' ? target.title : '');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({ ...folderMutations.create, meta: { silent: true } });
  const rename = useMutation({ ...folderMutations.rename, meta: { silent: true } });

  const onError = (e: unknown) => {
    if (isApiError(e) && e.param?.startsWith('title')) setError(describeError(e));
    else if (!(isApiError(e) && e.status === 401)) {
      notifications.show({ color: 'red', title: 'Could not save the folder', message: describeError(e) });
    }
  };
  const onSuccess = () => {
    notifications.show({ color: 'teal', message: `Folder “${title.trim()}” saved.` });
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return setError('Give the folder a name');
        setError(null);
        if (target.kind === 'rename') rename.mutate({ id: target.id, title: title.trim() }, { onSuccess, onError });
        else create.mutate({ title: title.trim() }, { onSuccess, onError });
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Folder name"
          required
          data-autofocus
          value={title}
          error={error}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || rename.isPending}>
            {target.kind === 'rename' ? 'Rename' : 'Create folder'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
