const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return null; // A runtime without Intl.DisplayNames shows codes.
  }
})();

/** "en" → "English"; unknown or malformed codes come back as given. Used by the server and the dashboard. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return names?.of(code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}
