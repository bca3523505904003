/**
 * A field with a length limit silently drops what a paste brings beyond it (the browser's
 * `maxLength`). These say how much was dropped, so the field can say so.
 */

interface FieldState {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** Characters of `pasted` that do not fit in the field (0 when all of it does). */
export function charactersCut(field: FieldState, pasted: string, max: number): number {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const kept = field.value.length - (end - start);
  return Math.max(0, kept + pasted.length - max);
}

/** The note for a cut paste, or null when nothing was cut. */
export function pasteCutNote(cut: number, max: number): string | null {
  if (cut <= 0) return null;
  return `The pasted text was cut to ${max} characters: its last ${cut.toLocaleString('en')} ${cut === 1 ? 'character does' : 'characters do'} not fit.`;
}

/** For an input's onPaste: the note for what this paste loses, or null. */
export function notePaste(
  event: { currentTarget: FieldState; clipboardData: { getData: (type: string) => string } },
  max: number,
): string | null {
  return pasteCutNote(charactersCut(event.currentTarget, event.clipboardData.getData('text'), max), max);
}
