import { useState } from 'react';
import { Modal } from '@/components/deferred-overlays';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import type { Folder } from '@/api/folders';
import { workspaceMutations } from '@/api/workspace-mutations';
import type { Workspace } from '@/api/workspaces';
import { describeError } from '@/components/error-state';
import { clearDraft, saveDraft, type WorkspaceDraft } from './workspace-draft';
import { WorkspaceForm } from './workspace-form';
import {
  fieldForParam,
  formValuesToBody,
  messageForField,
  type WorkspaceFormErrors,
  type WorkspaceFormField,
  type WorkspaceFormValues,
} from './workspace-form-model';

const FIELD_LABEL: Record<WorkspaceFormField, string> = {
  title: 'Title',
  query: 'Query',
  channels: 'Channels',
  folderId: 'Folder',
};

type WorkspaceFormDialogProps = {
  /** The open form (null: closed). Its values are kept in sessionStorage until it closes. */
  draft: WorkspaceDraft | null;
  folders: readonly Folder[];
  onClose: () => void;
  /** The saved workspace, once the server has it (`created` for a new one). */
  onSaved?: (workspace: Workspace, created: boolean) => void;
};

export function WorkspaceFormDialog({ draft, folders, onClose, onSaved }: WorkspaceFormDialogProps) {
  const close = () => {
    clearDraft();
    onClose();
  };
  const editing = draft?.target.kind === 'edit';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={draft !== null}
      onClose={close}
      title={editing ? 'Edit workspace' : 'New workspace'}
      size="lg"
    >
      {draft && (
        <WorkspaceFormBody
          key={draft.target.kind === 'edit' ? draft.target.workspaceId : 'create'}
          draft={draft}
          folders={folders}
          onDone={close}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

type BodyProps = Pick<WorkspaceFormDialogProps, 'folders' | 'onSaved'> & {
  draft: WorkspaceDraft;
  onDone: () => void;
};

function WorkspaceFormBody({ draft, folders, onDone, onSaved }: BodyProps) {
  const [errors, setErrors] = useState<WorkspaceFormErrors>({});
  // The form shows its own errors (on the field or as a toast here): no global toast.
  const create = useMutation({ ...workspaceMutations.create, meta: { silent: true } });
  const update = useMutation({ ...workspaceMutations.update, meta: { silent: true } });
  const { target } = draft;

  const onError = (error: unknown) => {
    const field = isApiError(error) ? fieldForParam(error.param) : null;
    if (field && isApiError(error)) {
      setErrors({ [field]: messageForField(error.message, error.param, FIELD_LABEL[field]) });
    } else if (!(isApiError(error) && error.status === 401)) {
      // A 401 goes to sign-in (the draft survives); anything else is said here.
      notifications.show({
        color: 'red',
        title: 'Could not save the workspace',
        message: describeError(error),
      });
    }
  };

  const submit = (values: WorkspaceFormValues) => {
    const body = formValuesToBody(values);
    const onSuccess = (workspace: Workspace, created: boolean) => {
      notifications.show({
        color: 'teal',
        message: `Workspace “${workspace.title}” ${created ? 'created' : 'saved'}.`,
      });
      onDone();
      onSaved?.(workspace, created);
    };
    if (target.kind === 'edit') {
      update.mutate({ id: target.workspaceId, ...body }, { onSuccess: (w) => onSuccess(w, false), onError });
    } else {
      create.mutate(body, { onSuccess: (w) => onSuccess(w, true), onError });
    }
  };

  return (
    <WorkspaceForm
      initialValues={draft.values}
      folders={folders}
      errors={errors}
      submitLabel={target.kind === 'edit' ? 'Save changes' : 'Create workspace'}
      submitting={create.isPending || update.isPending}
      onChange={(values) => saveDraft({ target, values })}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
