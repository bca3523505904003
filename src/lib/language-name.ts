// Built on first use, not at start-up: constructing it takes tens of milliseconds on a slow phone,
// and this module loads with every page.
let names: Intl.DisplayNames | null | undefined;
function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'language' });
    } catch {
      names = null; // A runtime without Intl.DisplayNames shows codes.
    }
  }
  return names;
}

const known = new Map<string, string>();

/** "en" → "English"; unknown or malformed codes come back as given. Used by the server and the dashboard. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  let name = known.get(code);
  if (name === undefined) {
    try {
      name = displayNames()?.of(code.toLowerCase()) ?? code;
    } catch {
      name = code;
    }
    // Codes are few (ISO 639), so the cache stays small; `of` is slow enough to show in a scrolling list.
    if (known.size < 1000) known.set(code, name);
  }
  return name;
}
