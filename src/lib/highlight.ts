/**
 * Search-term highlighting for untrusted text. The output is plain segments that the UI renders
 * as React text nodes (never HTML), so a mention holding markup can only ever show as text.
 */
import { parseFilterExpression, tokenizeFilterExpression, type FilterNode } from './filter-expression';

export interface Segment {
  text: string;
  match: boolean;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regex matching any term at a word start (phrases allow any run of spaces between words). */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const parts = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0))]
    // Longer terms first so "public health" wins over "public".
    .sort((a, b) => b.length - a.length)
    .map((t) => t.split(/\s+/).map(escapeRegExp).join('\\s+'));
  if (parts.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})`, 'giu');
}

/** Splits text into matching and non-matching segments, in order, losing nothing. */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const pattern = termsPattern(terms);
  if (!pattern || text.length === 0) return text.length > 0 ? [{ text, match: false }] : [];
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    if (m[0].length === 0) continue;
    if (start > last) out.push({ text: text.slice(last, start), match: false });
    out.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}

/**
 * A short excerpt of `text` around the first matching term (or its start), cut at word
 * boundaries, with ellipses where text was dropped.
 */
export function snippetAround(text: string, terms: readonly string[], maxLength = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const pattern = termsPattern(terms);
  const hit = pattern ? flat.search(pattern) : -1;
  let start = hit > maxLength / 3 ? hit - Math.floor(maxLength / 3) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < hit ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/** The words and phrases to mark in a mention's title and in its text (a scoped term in its own field only). */
export interface SearchTerms {
  title: string[];
  text: string[];
}

type Scope = 'title' | 'text' | null;

function positiveTerms(node: FilterNode, out: [string, Scope][]): void {
  if (node.type === 'term') out.push([node.value, node.field]);
  else if (node.type === 'and' || node.type === 'or') node.children.forEach((c) => positiveTerms(c, out));
  // Terms under NOT are what the analyst excluded: nothing to highlight.
}

const unique = (terms: string[]) => [...new Set(terms.filter((t) => t.trim().length > 0))];

/**
 * The words and phrases a filter expression searches for, to highlight in results: `title:x` in
 * the title only, `text:x` in the text only, the rest in both. A malformed expression still yields
 * its words and phrases (minus those right after NOT) while being typed.
 */
export function searchTermsOf(expression: string | undefined): SearchTerms {
  if (!expression?.trim()) return { title: [], text: [] };
  const parsed = parseFilterExpression(expression);
  const out: [string, Scope][] = [];
  if (parsed.ok) {
    positiveTerms(parsed.ast, out);
  } else {
    const tokens = tokenizeFilterExpression(expression);
    tokens.forEach((t, i) => {
      const scoped = tokens[i - 1]?.type === 'field' ? tokens[i - 1] : undefined;
      const prev = scoped ? tokens[i - 2] : tokens[i - 1];
      if ((t.type === 'word' || t.type === 'phrase') && prev?.type !== 'not')
        out.push([t.value, (scoped?.value as Scope) ?? null]);
    });
  }
  return {
    title: unique(out.filter(([, scope]) => scope !== 'text').map(([t]) => t)),
    text: unique(out.filter(([, scope]) => scope !== 'title').map(([t]) => t)),
  };
}

/** No terms to mark. */
export const NO_TERMS: SearchTerms = { title: [], text: [] };
