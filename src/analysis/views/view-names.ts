/**
 * Saved view names are told apart without case: "Spanish news" and "spanish News" in one list
 * could not be told apart when picking one, so the second is refused with the first one named.
 */
/** The longest name a saved view takes. */
export const VIEW_NAME_MAX = 120;

export interface NamedView {
  id: string;
  name: string;
}

const fold = (name: string) => name.trim().toLocaleLowerCase('en');

/** The saved view already holding this name (in any case), other than `exceptId`; undefined if free. */
export function viewNamed(
  views: readonly NamedView[],
  name: string,
  exceptId?: string,
): NamedView | undefined {
  const wanted = fold(name);
  return wanted ? views.find((v) => v.id !== exceptId && fold(v.name) === wanted) : undefined;
}

/** Why a name cannot be used, said under the field; null when it can. */
export function viewNameClash(views: readonly NamedView[], name: string, exceptId?: string): string | null {
  const taken = viewNamed(views, name, exceptId);
  if (!taken) return null;
  return taken.name === name.trim()
    ? `A view named “${taken.name}” exists already`
    : `“${taken.name}” exists already: names differing only in case are not told apart`;
}
