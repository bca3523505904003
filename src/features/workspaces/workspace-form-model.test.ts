import type { Workspace } from '@/api/schemas';
import { UpdateWorkspaceBodySchema } from '@/api/schemas';
import {
  duplicateFolder,
  emptyWorkspaceForm,
  fieldForParam,
  messageForField,
  formValuesToBody,
  moveBody,
  workspaceToFormValues,
} from './workspace-form-model';
import { validateWorkspaceForm } from './workspace-form-validation';

const workspace: Workspace = {
  id: 7,
  title: 'Ports',
  owner: 'demo',
  query: 'port AND strike',
  channels: ['twitter', 'news', 'bluesky'],
  narrativeDetection: { status: 'ready' },
  created: '2026-11-01T00:00:00Z',
  modified: '2026-11-02T00:00:00Z',
  folder: { id: 3, title: 'Logistics' },
  summary: '',
};

describe('workspace form mapping', () => {
  it('round-trips a workspace into a full PUT body, dropping unconfigurable channels', () => {
    const body = formValuesToBody(workspaceToFormValues(workspace));
    expect(body).toEqual({
      title: 'Ports',
      query: 'port AND strike',
      channels: ['news', 'twitter'],
      folder: { id: 3 },
    });
    expect(UpdateWorkspaceBodySchema.safeParse(body).success).toBe(true);
  });
  it('sends folder null (not missing) for an unfiled workspace', () => {
    const body = formValuesToBody({ ...emptyWorkspaceForm(), title: ' A ', query: ' x ' });
    expect(body).toHaveProperty('folder', null);
    expect(body.title).toBe('A');
    expect(UpdateWorkspaceBodySchema.safeParse(body).success).toBe(true);
  });
  it('starts a new form with every channel and the given folder', () => {
    expect(emptyWorkspaceForm(4)).toEqual({
      title: '',
      query: '',
      channels: ['news', 'reddit', 'telegram', 'twitter', 'youtube'],
      folderId: '4',
    });
  });
  it('moveBody resends every field with the new folder', () => {
    expect(moveBody(workspace, null)).toEqual({
      ...formValuesToBody(workspaceToFormValues(workspace)),
      folder: null,
    });
    expect(moveBody(workspace, 9).folder).toEqual({ id: 9 });
  });
});

describe('validateWorkspaceForm', () => {
  it('flags blank title, blank query and no channels', () => {
    expect(validateWorkspaceForm({ title: ' ', query: '', channels: [], folderId: null })).toEqual({
      title: expect.any(String),
      query: expect.any(String),
      channels: expect.any(String),
    });
    expect(validateWorkspaceForm(workspaceToFormValues(workspace))).toEqual({});
  });
  it('flags a malformed query with the parser’s position, and an over-long title', () => {
    const errors = validateWorkspaceForm({
      ...workspaceToFormValues(workspace),
      query: 'port AND',
      title: 'x'.repeat(256),
    });
    expect(errors.query).toBe('Query syntax: expected a term after AND at character 6');
    expect(errors.title).toBe('Title must be at most 255 characters (now 256)');
  });
});

describe('folder names and server messages', () => {
  const folders = [
    { id: 1, title: 'Élections', workspaces: [] },
    { id: 2, title: 'Markets', workspaces: [] },
  ];
  it('finds another folder of the same name in any case, never the folder itself', () => {
    expect(duplicateFolder(folders, ' élections ')?.id).toBe(1);
    expect(duplicateFolder(folders, 'ÉLECTIONS', 1)).toBeUndefined();
    expect(duplicateFolder(folders, 'Election')).toBeUndefined();
  });
  it('words a server message with the field’s label', () => {
    expect(messageForField('title must be at most 255 characters', 'title', 'Folder name')).toBe(
      'Folder name must be at most 255 characters',
    );
    expect(messageForField('a folder named "x" already exists', 'title', 'Folder name')).toBe(
      'A folder named "x" already exists',
    );
  });
});

describe('fieldForParam', () => {
  it('maps server params to form fields', () => {
    expect(fieldForParam('title')).toBe('title');
    expect(fieldForParam('channels.0')).toBe('channels');
    expect(fieldForParam('folder.id')).toBe('folderId');
    expect(fieldForParam('folder')).toBe('folderId');
    expect(fieldForParam('limit')).toBeNull();
    expect(fieldForParam(undefined)).toBeNull();
  });
});
