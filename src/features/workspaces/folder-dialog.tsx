import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import { folderMutations } from '@/api/folder-mutations';
import type { Folder } from '@/api/folders';
import { describeError } from '@/components/error-state';
import { notePaste } from '@/lib/paste-cut';
import { duplicateFolder, FOLDER_TITLE_MAX, messageForField } from './workspace-form-model';

export type FolderDialogTarget = { kind: 'create' } | { kind: 'rename'; id: number; title: string };

type FolderDialogProps = {
  target: FolderDialogTarget | null;
  folders: readonly Folder[];
  onClose: () => void;
};

const LABEL = 'Folder name';

/** Create or rename a folder: names are unique per team (any case); a server error shows on the field. */
export function FolderDialog({ target, folders, onClose }: FolderDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'rename' ? 'Rename folder' : 'New folder'}
    >
      {target && (
        <FolderForm
          key={target.kind === 'rename' ? target.id : 'create'}
          target={target}
          folders={folders}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function FolderForm({
  target,
  folders,
  onDone,
}: {
  target: FolderDialogTarget;
  folders: readonly Folder[];
  onDone: () => void;
}) {
  const [title, setTitle] = useState(target.kind === 'rename' ? target.title : '');
  const [error, setError] = useState<string | null>(null);
  const [cut, setCut] = useState<string | null>(null);
  const create = useMutation({ ...folderMutations.create, meta: { silent: true } });
  const rename = useMutation({ ...folderMutations.rename, meta: { silent: true } });
  const taken = duplicateFolder(folders, title, target.kind === 'rename' ? target.id : undefined);
  const liveError = taken ? `You already have a folder named “${taken.title}” (names ignore case)` : null;

  const onError = (e: unknown) => {
    if (isApiError(e) && e.param?.startsWith('title')) setError(messageForField(e.message, e.param, LABEL));
    else if (!(isApiError(e) && e.status === 401)) {
      notifications.show({ color: 'red', title: 'Could not save the folder', message: describeError(e) });
    }
  };
  const onSuccess = () => {
    const verb = target.kind === 'rename' ? 'renamed' : 'created';
    notifications.show({ color: 'teal', message: `Folder “${title.trim()}” ${verb}.` });
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return setError('Give the folder a name');
        if (liveError) return;
        setError(null);
        if (target.kind === 'rename')
          rename.mutate({ id: target.id, title: title.trim() }, { onSuccess, onError });
        else create.mutate({ title: title.trim() }, { onSuccess, onError });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={LABEL}
          required
          data-autofocus
          value={title}
          maxLength={FOLDER_TITLE_MAX}
          description={`${title.length} / ${FOLDER_TITLE_MAX} characters${cut && title.length >= FOLDER_TITLE_MAX ? `. ${cut}` : ''}`}
          onPaste={(e) => setCut(notePaste(e, FOLDER_TITLE_MAX))}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={liveError ?? error}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setError(null);
          }}
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
