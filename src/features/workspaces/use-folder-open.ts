import { storedValue, useStoredValue } from '@/lib/stored-value';

const collapsedStore = storedValue<string[]>('narrative-desk.collapsed-folders', [], (raw) =>
  Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : undefined,
);

/**
 * Whether a folder group is open, remembered on this device (closed groups stay closed after a
 * reload). Every group shares one stored list, kept in step across groups and tabs.
 */
export function useFolderOpen(groupKey: string): [boolean, (open: boolean) => void] {
  const [collapsed, setCollapsed] = useStoredValue(collapsedStore);
  const open = !collapsed.includes(groupKey);
  const setOpen = (next: boolean) =>
    setCollapsed((prev) => (next ? prev.filter((k) => k !== groupKey) : [...new Set([...prev, groupKey])]));
  return [open, setOpen];
}
