/**
 * The 184 ISO 639-1 codes (the contract's language values): the closed set a negated language
 * filter is the complement of ("Language is not English" = every other code; mentions without a
 * language are then left out too, which the pill says). Stored as a bitmap over `aa`…`zz` (bit
 * 26·first + second letter) because every page loads it; iso-languages.test.ts checks the list.
 */
const BITMAP =
  'MzQmR8cZEAlkUwQAiBBoHIQMCZSAAkNEkMZZRRwEAIAQ9GfXUBgOwC0ObaGJRCBhQEACAwAAEADAQdHV90d0m1NABAJCBAEQAAQAIAAAAEEABAJAAA==';

export const ISO_639_1: readonly string[] = [...atob(BITMAP)].flatMap((char, byte) =>
  Array.from({ length: 8 }, (_, bit) => byte * 8 + bit)
    .filter((i) => (char.charCodeAt(0) >> (i % 8)) & 1)
    .map((i) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))),
);
