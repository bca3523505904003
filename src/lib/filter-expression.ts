/**
 * The boolean keyword language shared by workspace queries and `filter_expression`:
 * AND, OR, NOT (case-insensitive), parentheses, "quoted phrases", `title:` / `text:` scopes on a
 * word or a phrase, implicit AND between adjacent terms, and a trailing `*` prefix wildcard.
 * Pure TypeScript: the server compiles the AST to FTS5, the dashboard highlights the tokens.
 *
 * Positions are 0-based offsets into the source; messages say "character N" counting from 1.
 */

export type FilterTokenType = 'word' | 'phrase' | 'field' | 'and' | 'or' | 'not' | 'lparen' | 'rparen';

export interface FilterToken {
  type: FilterTokenType;
  /** Source text of the token (a phrase includes its quotes). */
  text: string;
  /** The term without quotes or wildcard; for fields the scope (`title` / `text`). */
  value: string;
  start: number;
  end: number;
  /** A trailing `*` asks for a prefix match. */
  prefix?: boolean;
  /** A phrase whose closing quote is missing. */
  unterminated?: boolean;
}

export type FilterField = 'title' | 'text';

export type FilterNode =
  | {
      type: 'term';
      value: string;
      phrase: boolean;
      prefix: boolean;
      field: FilterField | null;
      start: number;
      end: number;
    }
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode };

export interface FilterExpressionError {
  message: string;
  position: number;
  length: number;
}

export type ParseResult = { ok: true; ast: FilterNode } | { ok: false; error: FilterExpressionError };

const OPERATORS: Record<string, FilterTokenType> = { and: 'and', or: 'or', not: 'not' };
const FIELD_RE = /^(title|text):/i;
const WORD_END = /[\s()"]/;

/** Splits the source into typed tokens with offsets. Never throws: bad input shows up as tokens. */
export function tokenizeFilterExpression(src: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', text: ch, value: ch, start: i, end: i + 1 });
      i++;
    } else if (ch === '"') {
      const close = src.indexOf('"', i + 1);
      const unterminated = close === -1;
      let end = unterminated ? src.length : close + 1;
      const prefix = !unterminated && src[end] === '*';
      if (prefix) end++;
      const value = src.slice(i + 1, unterminated ? src.length : close);
      tokens.push({ type: 'phrase', text: src.slice(i, end), value, start: i, end, prefix, unterminated });
      i = end;
    } else {
      const field = FIELD_RE.exec(src.slice(i));
      if (field) {
        const len = field[0].length;
        tokens.push({
          type: 'field',
          text: src.slice(i, i + len),
          value: field[1]!.toLowerCase(),
          start: i,
          end: i + len,
        });
        i += len;
        continue;
      }
      let end = i;
      while (end < src.length && !WORD_END.test(src[end] as string)) end++;
      const text = src.slice(i, end);
      const op = OPERATORS[text.toLowerCase()];
      if (op) {
        tokens.push({ type: op, text, value: text.toUpperCase(), start: i, end });
      } else {
        const prefix = text.endsWith('*');
        tokens.push({ type: 'word', text, value: text.replace(/\*+$/, ''), start: i, end, prefix });
      }
      i = end;
    }
  }
  return tokens;
}

class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly length: number,
  ) {
    super(message);
  }
}

const at = (pos: number) => `at character ${pos + 1}`;

/**
 * Limits that bound what one expression can cost the server (documented in the README and the API
 * notes; the dashboard's editor shows the same messages before anything is sent).
 * Parentheses and NOTs may nest this deep: SQLite's FTS5 query parser has a small fixed stack, and
 * deeper expressions would fail there rather than here with a position.
 */
export const MAX_NESTING = 12;
/**
 * Words per expression, counted as the full-text index splits them: each is one full-text lookup,
 * and a quoted phrase costs a lookup per word in it (plus matching their positions), so the words
 * inside phrases count one by one (a 1,990-word phrase is refused, not one term).
 */
export const MAX_TERMS = 100;
/** Prefix terms (`word*`) per expression: each expands to every indexed word it starts. */
export const MAX_PREFIX_TERMS = 10;
/** Letters or digits before a `*`: `t*` would expand to a large part of the vocabulary. */
export const MIN_PREFIX_LENGTH = 3;
/** The full-text index splits words at anything but letters and digits; the last piece is the prefix. */
const INDEXED_PIECES = /[\p{L}\p{N}]+/gu;
const STARTS_TERM: FilterTokenType[] = ['word', 'phrase', 'field', 'not', 'lparen'];

/** Recursive descent: or := and (OR and)* ; and := unary (AND? unary)* ; unary := NOT unary | primary. */
class Parser {
  private i = 0;
  private depth = 0;
  private terms = 0;
  private prefixTerms = 0;
  constructor(
    private readonly tokens: FilterToken[],
    private readonly srcLength: number,
  ) {}

  parse(): FilterNode {
    if (this.tokens.length === 0) throw new FilterSyntaxError('the expression is empty', 0, this.srcLength);
    const node = this.parseOr();
    const extra = this.peek();
    if (extra) {
      // Only a stray ')' can stop the top-level loop early.
      throw new FilterSyntaxError(`unmatched ')' ${at(extra.start)}`, extra.start, 1);
    }
    return node;
  }

  private peek(): FilterToken | undefined {
    return this.tokens[this.i];
  }

  private next(): FilterToken | undefined {
    return this.tokens[this.i++];
  }

  private endPos(): number {
    return this.srcLength;
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()];
    while (this.peek()?.type === 'or') {
      const op = this.next()!;
      this.expectTermAfter(op);
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()];
    for (;;) {
      const tok = this.peek();
      if (tok?.type === 'and') {
        this.next();
        this.expectTermAfter(tok);
        children.push(this.parseUnary());
      } else if (tok && STARTS_TERM.includes(tok.type)) {
        children.push(this.parseUnary()); // implicit AND
      } else {
        break;
      }
    }
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private expectTermAfter(op: FilterToken): void {
    const tok = this.peek();
    if (!tok || !STARTS_TERM.includes(tok.type)) {
      throw new FilterSyntaxError(
        `expected a term after ${op.value} ${at(op.start)}`,
        op.start,
        op.end - op.start,
      );
    }
  }

  private parseUnary(): FilterNode {
    const tok = this.peek();
    if (tok?.type === 'not') {
      this.next();
      this.expectTermAfter(tok);
      this.enter(tok);
      const child = this.parseUnary();
      this.depth--;
      return { type: 'not', child };
    }
    return this.parsePrimary();
  }

  private enter(tok: FilterToken): void {
    if (++this.depth > MAX_NESTING) {
      throw new FilterSyntaxError(
        `the expression nests more than ${MAX_NESTING} levels of parentheses or NOT ${at(tok.start)}`,
        tok.start,
        tok.end - tok.start,
      );
    }
  }

  private parsePrimary(): FilterNode {
    const tok = this.next();
    if (!tok) throw new FilterSyntaxError(`expected a term ${at(this.endPos())}`, this.endPos(), 0);
    switch (tok.type) {
      case 'lparen': {
        if (this.peek()?.type === 'rparen') {
          throw new FilterSyntaxError(`empty parentheses ${at(tok.start)}`, tok.start, 2);
        }
        this.enter(tok);
        const inner = this.parseOr();
        this.depth--;
        if (this.peek()?.type !== 'rparen') {
          throw new FilterSyntaxError(`unmatched '(' ${at(tok.start)}`, tok.start, 1);
        }
        this.next();
        return inner;
      }
      case 'field': {
        const term = this.peek();
        if (!term || (term.type !== 'word' && term.type !== 'phrase') || term.start !== tok.end) {
          throw new FilterSyntaxError(
            `expected a word or a quoted phrase right after ${tok.text} ${at(tok.start)}`,
            tok.start,
            tok.end - tok.start,
          );
        }
        this.next();
        return this.term(term, tok.value as FilterField);
      }
      case 'word':
      case 'phrase':
        return this.term(tok, null);
      default:
        throw new FilterSyntaxError(
          tok.type === 'rparen'
            ? `unmatched ')' ${at(tok.start)}`
            : `expected a term before ${tok.value} ${at(tok.start)}`,
          tok.start,
          tok.end - tok.start,
        );
    }
  }

  private term(tok: FilterToken, field: FilterField | null): FilterNode {
    if (tok.unterminated) {
      throw new FilterSyntaxError(`unterminated quote ${at(tok.start)}`, tok.start, tok.end - tok.start);
    }
    if (tok.value.trim() === '') {
      const what = tok.type === 'phrase' ? 'empty quoted phrase' : "a '*' wildcard needs a word before it";
      throw new FilterSyntaxError(`${what} ${at(tok.start)}`, tok.start, tok.end - tok.start);
    }
    this.checkLimits(tok);
    return {
      type: 'term',
      value: tok.value,
      phrase: tok.type === 'phrase',
      prefix: tok.prefix ?? false,
      field,
      start: tok.start,
      end: tok.end,
    };
  }

  private checkLimits(tok: FilterToken): void {
    const fail = (message: string) => {
      throw new FilterSyntaxError(`${message} ${at(tok.start)}`, tok.start, tok.end - tok.start);
    };
    const pieces = tok.value.match(INDEXED_PIECES) ?? [];
    this.terms += Math.max(1, pieces.length);
    if (this.terms > MAX_TERMS) {
      fail(
        `the expression has more than ${MAX_TERMS} words (each word of a quoted phrase counts); the first one over is`,
      );
    }
    if (!tok.prefix) return;
    const last = pieces.at(-1) ?? '';
    if ([...last].length < MIN_PREFIX_LENGTH) {
      fail(`a '*' wildcard needs at least ${MIN_PREFIX_LENGTH} letters or digits before it`);
    }
    if (++this.prefixTerms > MAX_PREFIX_TERMS) {
      fail(`the expression has more than ${MAX_PREFIX_TERMS} '*' wildcard terms; the first one over is`);
    }
  }
}

/** Parses an expression into an AST, or says where and why it is malformed. */
export function parseFilterExpression(src: string): ParseResult {
  try {
    return { ok: true, ast: new Parser(tokenizeFilterExpression(src), src.length).parse() };
  } catch (err) {
    if (err instanceof FilterSyntaxError) {
      return { ok: false, error: { message: err.message, position: err.position, length: err.length } };
    }
    throw err;
  }
}
