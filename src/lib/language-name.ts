const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return null; // A runtime without Intl.DisplayNames shows codes.
  }
})();

const known = new Map<string, string>();

/** "en" → "English"; unknown or malformed codes come back as given. Used by the server and the dashboard. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  let name = known.get(code);
  if (name === undefined) {
    try {
      name = names?.of(code.toLowerCase()) ?? code;
    } catch {
      name = code;
    }
    // Codes are few (ISO 639), so the cache stays small; `of` is slow enough to show in a scrolling list.
    if (known.size < 1000) known.set(code, name);
  }
  return name;
}
