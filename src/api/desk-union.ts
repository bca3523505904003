import type { DeskCollection } from './desk-collection';
import type { ItemMeta, ItemStore } from './desk-state';
import type { Artefact } from './schemas/desk';

/**
 * What an analyst sees with a desk: the desk's items (those `scope` keeps), then the browser's
 * items not yet moved there (same id = already moved: the desk's copy wins). Nothing kept in the
 * browser disappears before the move is done; a save goes to the desk, a removal to wherever the
 * item is.
 */
export function unionStore<T extends { id: string }>(
  desk: DeskCollection<T>,
  browser: ItemStore<T>,
  scope?: { keeps: (artefact: Artefact) => boolean; workspaceIds: number[] },
): ItemStore<T> {
  let memo: { desk: readonly T[]; browser: readonly T[]; items: readonly T[] } | undefined;
  const get = (): readonly T[] => {
    const d = desk.get();
    const b = browser.get();
    if (memo && memo.desk === d && memo.browser === b) return memo.items;
    const own = scope ? d.filter((item) => scope.keeps(desk.artefact(item.id)!)) : d;
    const onDesk = new Set(d.map((item) => item.id));
    const items = [...own, ...b.filter((item) => !onDesk.has(item.id))];
    memo = { desk: d, browser: b, items };
    return items;
  };
  return {
    get,
    subscribe(listener) {
      const a = desk.subscribe(listener);
      const b = browser.subscribe(listener);
      return () => {
        a();
        b();
      };
    },
    meta: (id): ItemMeta | undefined => desk.meta(id),
    save: (item) => desk.save(item, scope?.workspaceIds),
    remove: (id) => (desk.meta(id) ? desk.remove(id) : browser.remove(id)),
  };
}
