import { emptySelection, selectAllMatching, selectionCount, toggleAt } from './mention-selection';

const list = [1, 2, 3, 4, 5].map((id) => ({ id }));

describe('mention selection', () => {
  it('toggles single rows', () => {
    let s = toggleAt(emptySelection(), list, 1, false);
    expect([...s.items.keys()]).toEqual([2]);
    s = toggleAt(s, list, 1, false);
    expect(s.items.size).toBe(0);
  });
  it('selects a range with shift from the anchor, in both directions', () => {
    const s = toggleAt(toggleAt(emptySelection(), list, 3, false), list, 1, true);
    expect([...s.items.keys()].sort()).toEqual([2, 3, 4]);
    const down = toggleAt(toggleAt(emptySelection(), list, 0, false), list, 2, true);
    expect([...down.items.keys()].sort()).toEqual([1, 2, 3]);
  });
  it('treats shift without an anchor as a plain toggle and ignores bad indexes', () => {
    const s = toggleAt(emptySelection(), list, 4, true);
    expect([...s.items.keys()]).toEqual([5]);
    expect(toggleAt(s, list, 99, false)).toBe(s);
  });
  it('counts all matching mentions when chosen, and a click leaves that mode', () => {
    const all = selectAllMatching(toggleAt(emptySelection(), list, 0, false));
    expect(selectionCount(all, 1234)).toBe(1234);
    expect(toggleAt(all, list, 1, false).allMatching).toBe(false);
    expect(selectionCount(emptySelection(), 10)).toBe(0);
  });
});
