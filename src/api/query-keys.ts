/**
 * Root query keys of resources whose writes invalidate each other (a folder's deletion unfiles
 * workspaces; a workspace names its folder): here so the two modules need not import each other.
 */
export const WORKSPACES_ROOT_KEY = ['workspaces'] as const;
export const FOLDERS_ROOT_KEY = ['folders'] as const;
