import { parseFilterExpression } from './filter-expression';

/**
 * Edits of the keyword expression made from controls rather than typed: the only way the API can
 * leave values out is the expression's NOT, which works on words and phrases of the text.
 */

/** A word or phrase as one quoted term (quotes inside cannot be escaped in the language: dropped). */
export function quoteTerm(text: string): string {
  return `"${text.replace(/"/g, ' ').replace(/\s+/g, ' ').trim()}"`;
}

/**
 * The expression with `NOT "phrase"` added, so mentions containing the phrase are left out; the
 * same expression when the phrase is blank. An OR at the top is bracketed first, since NOT binds
 * to its neighbour (`a OR b NOT c` leaves c out of b only).
 */
export function excludePhrase(expression: string | undefined, phrase: string): string | undefined {
  const term = quoteTerm(phrase);
  const current = expression?.trim();
  if (term === '""') return current || undefined;
  if (!current) return `NOT ${term}`;
  const parsed = parseFilterExpression(current);
  const bare = parsed.ok && parsed.ast.type !== 'or';
  return `${bare ? current : `(${current})`} NOT ${term}`;
}
