/**
 * Option governance: the API turns any pushed value that is not yet an option into a new option,
 * so near-duplicates ("Substantiated" vs "substantiated ") creep in. These helpers tell the UI
 * when a typed value would create an option and which existing one it probably meant.
 */

/** Case, surrounding and repeated whitespace do not make a different option to a reader. */
export const normalizeOption = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Edit distance (insertions, deletions, substitutions), two rows of memory. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

export type OptionCheck =
  | { kind: 'empty' }
  | { kind: 'existing'; option: string }
  /** Not an option yet: writing it registers it. `closest` when one is similar enough to suggest. */
  | { kind: 'new'; value: string; closest?: string; sameExceptCase: boolean };

/** The existing option closest to `value`, if it is close enough to be a likely typo. */
export function closestOption(value: string, options: readonly string[]): string | undefined {
  const target = normalizeOption(value);
  if (!target) return undefined;
  let best: { option: string; score: number } | undefined;
  for (const option of options) {
    const norm = normalizeOption(option);
    const distance = editDistance(target, norm);
    // Accept roughly one edit in three characters; a prefix match also counts ("Subst" → "Substantiated").
    const tolerance = Math.max(1, Math.floor(Math.max(target.length, norm.length) / 3));
    const score = norm.startsWith(target) && target.length >= 3 ? 0.5 : distance;
    if (distance > tolerance && score !== 0.5) continue;
    if (!best || score < best.score) best = { option, score };
  }
  return best?.option;
}

/** What writing `value` would do to the option list of an enrichment. */
export function checkOption(value: string, options: readonly string[]): OptionCheck {
  if (!value.trim()) return { kind: 'empty' };
  if (options.includes(value)) return { kind: 'existing', option: value };
  const closest = closestOption(value, options);
  const sameExceptCase = closest !== undefined && normalizeOption(closest) === normalizeOption(value);
  return { kind: 'new', value, closest, sameExceptCase };
}

/** Options that differ only in case or spacing, grouped (for a warning in the option editor). */
export function nearDuplicateGroups(options: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const option of options) {
    const key = normalizeOption(option);
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}
