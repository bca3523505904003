/** The drag payload type of a workspace row: its id, so only our rows are accepted as drops. */
export const WORKSPACE_DRAG_TYPE = 'application/x-narrative-desk-workspace';

export function draggedWorkspaceId(data: DataTransfer): number | null {
  const id = Number(data.getData(WORKSPACE_DRAG_TYPE));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const carriesWorkspace = (data: DataTransfer) => data.types.includes(WORKSPACE_DRAG_TYPE);
