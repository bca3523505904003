import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A keyboard shortcut shown in the `?` sheet. `keys` uses Mantine's hotkey notation ("mod+K"). */
export type Shortcut = { keys: string; description: string; group?: string };

type Registry = {
  shortcuts: Shortcut[];
  register: (owner: string, list: Shortcut[]) => () => void;
};

const ShortcutContext = createContext<Registry | null>(null);

/** Holds the shortcuts pages register so the sheet always lists what works on the current page. */
export function ShortcutsProvider({ children, base }: { children: ReactNode; base: Shortcut[] }) {
  const [byOwner, setByOwner] = useState<Record<string, Shortcut[]>>({});
  // Stable identity: registering must not re-trigger the pages' effects.
  const register = useCallback((owner: string, list: Shortcut[]) => {
    setByOwner((prev) => ({ ...prev, [owner]: list }));
    return () =>
      setByOwner((prev) => {
        const next = { ...prev };
        delete next[owner];
        return next;
      });
  }, []);
  const value = useMemo<Registry>(
    () => ({ shortcuts: [...base, ...Object.values(byOwner).flat()], register }),
    [base, byOwner, register],
  );
  return <ShortcutContext.Provider value={value}>{children}</ShortcutContext.Provider>;
}

/**
 * Lists a page's own shortcuts in the sheet while it is mounted. The page still binds the keys
 * itself (e.g. with useHotkeys); this only documents them. Pass a stable (memoised) list.
 */
export function useRegisterShortcuts(owner: string, list: Shortcut[]): void {
  const registry = useContext(ShortcutContext);
  const register = registry?.register;
  useEffect(() => register?.(owner, list), [register, owner, list]);
}

export function useShortcuts(): Shortcut[] {
  return useContext(ShortcutContext)?.shortcuts ?? [];
}

/** "mod+K" → ["Ctrl", "K"] (or ⌘ on Apple platforms), for <Kbd> rendering. */
export function shortcutKeys(keys: string, isApple: boolean): string[] {
  return keys.split('+').map((part) => {
    const key = part.trim();
    if (key === 'mod') return isApple ? '⌘' : 'Ctrl';
    if (key === 'shift') return 'Shift';
    if (key === 'alt') return isApple ? '⌥' : 'Alt';
    return key.length === 1 ? key.toUpperCase() : key;
  });
}
