import { useState } from 'react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/client';
import type { Folder } from '@/api/folders';
import { workspaceMutations } from '@/api/workspaces';
import { describeError } from '@/components/error-state';
import { clearDraft, saveDraft, type WorkspaceDraft } from './workspace-draft';
import { WorkspaceForm } from './workspace-form';
import {
  fieldForParam,
  formValuesToBody,
  validateWorkspaceForm,
  type WorkspaceFormErrors,
  type WorkspaceFormValues,
} from './workspace-form-model';

type WorkspaceFormDialogProps = {
  /** The open form (null: closed). Its values are kept in sessionStorage until it closes. */
  draft: WorkspaceDraft | null;
  folders: readonly Folder[];
  onClose: () => void;
};

export function WorkspaceFormDialog({ draft, folders, onClose }: WorkspaceFormDialogProps) {
  const close = () => {
    clearDraft();
    onClose();
  };
  const editing = draft?.target.kind === 'edit';
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={draft !== null} onClose={close} title={editing ? 'Edit workspace' : 'New workspace'} size="lg">
      {draft && (
        <WorkspaceFormBody
          key={draft.target.kind === 'edit' ? draft.target.workspaceId : 'create'}
          draft={draft}
          folders={folders}
          onDone={close}
        />
      )}
    </Modal>
  );
}

function WorkspaceFormBody({ draft, folders, onDone }: { draft: WorkspaceDraft; folders: readonly Folder[]; onDone: () => void }) {
  const [errors, setErrors] = useState<WorkspaceFormErrors>({});
  // The form shows its own errors (on the field or as a toast here): no global toast.
  const create = useMutation({ ...workspaceMutations.create, meta: { silent: true } });
  const update = useMutation({ ...workspaceMutations.update, meta: { silent: true } });
  const { target } = draft;

  const onError = (error: unknown) => {
    const field = isApiError(error) ? fieldForParam(error.param) : null;
    if (field) {
      setErrors({ [field]: describeError(error) });
    } else if (!(isApiError(error) && error.status === 401)) {
      // A 401 goes to sign-in (the draft survives); anything else is said here.
      notifications.show({ color: 'red', title: 'Could not save the workspace', message: describeError(error) });
    }
  };

  const submit = (values: WorkspaceFormValues) => {
    const found = validateWorkspaceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = formValuesToBody(values);
    const onSuccess = (title: string, verb: string) => {
      notifications.show({ color: 'teal', message: `Workspace “${title}” ${verb}.` });
      onDone();
    };
    if (target.kind === 'edit') {
      update.mutate({ id: target.workspaceId, ...body }, { onSuccess: (w) => onSuccess(w.title, 'saved'), onError });
    } else {
      create.mutate(body, { onSuccess: (w) => onSuccess(w.title, 'created'), onError });
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
