import { parseFilterExpression, tokenizeFilterExpression, type FilterToken } from '@/lib/filter-expression';

/**
 * Syntax other tools (Brandwatch, Meltwater, Lucene) accept and the service does not: it runs,
 * but not as meant (`"climate protest"~5` searches the phrase and the number 5; `domain:bbc.co.uk`
 * searches that text and finds nothing). Said before the search runs, at its position, with what
 * the service can do instead.
 */
export interface ExpressionWarning {
  message: string;
  /** 0-based offset and length of the construct in the source. */
  position: number;
  length: number;
  /** The expression rewritten to what the service runs (undefined: nothing would be left). */
  rewrite: string | undefined;
  /** What the rewrite does, as a button says it. */
  rewriteLabel: string;
  /** `domain:` / `author:`: the filter that does this instead, with `rewrite` as the expression. */
  filter?: { key: 'domains' | 'authors'; value: string };
}

const SCOPE = /^([A-Za-z_][\w.-]*):(.*)$/;
const NEAR = /^(NEAR|W)\/\d+$/i;
const FUZZY = /^(.*?)~\d*(\.\d+)?$/;
const FILTER_SCOPES = { domain: 'domains', site: 'domains', author: 'authors' } as const;

const at = (pos: number) => `at character ${pos + 1}`;
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `src` with [start, end) replaced, kept only if the service's parser takes it. */
function replaced(src: string, start: number, end: number, by: string): string | undefined | null {
  const next = tidy(`${src.slice(0, start)} ${by} ${src.slice(end)}`);
  if (!next) return undefined;
  return parseFilterExpression(next).ok ? next : null;
}

/** Removes a term with the AND/OR that joins it to its neighbour. */
function withoutTerm(
  src: string,
  tokens: FilterToken[],
  from: number,
  to: number,
): string | undefined | null {
  const before = tokens[from - 1];
  const after = tokens[to + 1];
  const joins = (t?: FilterToken) => t?.type === 'and' || t?.type === 'or';
  const start = joins(before) ? before!.start : tokens[from]!.start;
  const end = !joins(before) && joins(after) ? after!.end : tokens[to]!.end;
  return replaced(src, start, end, '');
}

export function expressionWarnings(src: string): ExpressionWarning[] {
  const tokens = tokenizeFilterExpression(src);
  const out: ExpressionWarning[] = [];
  tokens.forEach((t, i) => {
    if (t.type !== 'word') return;
    const prev = tokens[i - 1];
    if (NEAR.test(t.text)) {
      const rewrite = replaced(src, t.start, t.end, 'AND');
      out.push({
        message: `${t.text} ${at(t.start)}: the service has no proximity search; it would look for the word "${t.text}" too. Both words anywhere in the mention is the nearest it can do.`,
        position: t.start,
        length: t.end - t.start,
        rewrite: rewrite ?? undefined,
        rewriteLabel: 'Use AND instead',
      });
      return;
    }
    const fuzzy = FUZZY.exec(t.text);
    if (fuzzy) {
      const onPhrase = !fuzzy[1] && prev?.type === 'phrase' && prev.end === t.start;
      const start = onPhrase ? prev.start : t.start;
      const words = onPhrase ? prev.value.split(/\s+/).filter(Boolean) : [fuzzy[1]!];
      const by = words.length > 1 ? `(${words.join(' AND ')})` : (words[0] ?? '');
      const rewrite = replaced(src, start, t.end, by);
      out.push({
        message: onPhrase
          ? `${src.slice(start, t.end)} ${at(start)}: the service has no proximity search; it would look for the exact phrase and the number after "~". The nearest it can do: all its words anywhere in the mention.`
          : `${t.text} ${at(start)}: the service has no fuzzy search; it would look for "${t.text}" as written.`,
        position: start,
        length: t.end - start,
        rewrite: rewrite ?? undefined,
        rewriteLabel: onPhrase ? `Use ${by}` : `Search ${by}`,
      });
      return;
    }
    const scope = SCOPE.exec(t.text);
    if (!scope) return;
    const name = scope[1]!.toLowerCase();
    // `author:"Jane Doe"`: the value is the phrase right after the colon.
    const phrase = !scope[2] && tokens[i + 1]?.type === 'phrase' && tokens[i + 1]!.start === t.end;
    const value = phrase ? tokens[i + 1]!.value : scope[2]!;
    const last = phrase ? i + 1 : i;
    const end = tokens[last]!.end;
    const filterKey = FILTER_SCOPES[name as keyof typeof FILTER_SCOPES];
    const negated = prev?.type === 'not';
    const base = `"${scope[1]}:" ${at(t.start)} is not a scope the service knows (only title: and text:); it would search for the text itself and find little or nothing.`;
    if (filterKey && value && !negated) {
      const rewrite = withoutTerm(src, tokens, i, last);
      if (rewrite !== null) {
        out.push({
          message: `${base} Use the ${filterKey === 'domains' ? 'domain' : 'author'} filter instead.`,
          position: t.start,
          length: end - t.start,
          rewrite,
          rewriteLabel: `Filter by ${filterKey === 'domains' ? 'domain' : 'author'} ${value} instead`,
          filter: { key: filterKey, value },
        });
        return;
      }
    }
    const plain = phrase ? tokens[i + 1]!.text : value;
    const rewrite = plain ? replaced(src, t.start, end, plain) : null;
    out.push({
      message:
        filterKey && negated
          ? `${base} The API cannot leave out a ${filterKey === 'domains' ? 'domain' : 'author'} either.`
          : base,
      position: t.start,
      length: end - t.start,
      rewrite: rewrite ?? undefined,
      rewriteLabel: rewrite ? `Search ${plain} anywhere` : 'Remove it',
    });
  });
  return out;
}
