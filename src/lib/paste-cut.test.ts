import { describe, expect, it } from 'vitest';
import { charactersCut, notePaste, pasteCutNote } from './paste-cut';

describe('paste cut', () => {
  it('counts what a paste brings beyond the limit, replacing the selection', () => {
    expect(charactersCut({ value: '', selectionStart: 0, selectionEnd: 0 }, 'x'.repeat(300), 255)).toBe(45);
    expect(charactersCut({ value: 'abc', selectionStart: 0, selectionEnd: 3 }, 'x'.repeat(255), 255)).toBe(0);
    expect(charactersCut({ value: 'abc', selectionStart: 3, selectionEnd: 3 }, 'x'.repeat(254), 255)).toBe(2);
    expect(charactersCut({ value: 'abc', selectionStart: null, selectionEnd: null }, 'xy', 4)).toBe(1);
  });

  it('says it in words, singular and plural, and nothing when all fits', () => {
    expect(pasteCutNote(45, 255)).toBe(
      'The pasted text was cut to 255 characters: its last 45 characters do not fit.',
    );
    expect(pasteCutNote(1, 120)).toBe(
      'The pasted text was cut to 120 characters: its last 1 character does not fit.',
    );
    expect(pasteCutNote(0, 120)).toBeNull();
    const event = {
      currentTarget: { value: '', selectionStart: 0, selectionEnd: 0 },
      clipboardData: { getData: () => 'a'.repeat(300) },
    };
    expect(notePaste(event, 255)).toContain('last 45 characters');
  });
});
