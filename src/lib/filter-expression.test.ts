import { describe, expect, it } from 'vitest';
import {
  MAX_PREFIX_TERMS,
  MAX_TERMS,
  MIN_PREFIX_LENGTH,
  parseFilterExpression,
  tokenizeFilterExpression,
  type FilterNode,
} from './filter-expression';

function ast(src: string): FilterNode {
  const r = parseFilterExpression(src);
  if (!r.ok) throw new Error(r.error.message);
  return r.ast;
}

function err(src: string) {
  const r = parseFilterExpression(src);
  if (r.ok) throw new Error(`expected an error for ${src}`);
  return r.error;
}

/** A compact rendering of the tree that makes precedence visible. */
function show(n: FilterNode): string {
  switch (n.type) {
    case 'term': {
      const body = n.phrase ? `"${n.value}"` : n.value;
      return `${n.field ? `${n.field}:` : ''}${body}${n.prefix ? '*' : ''}`;
    }
    case 'not':
      return `NOT(${show(n.child)})`;
    default:
      return `${n.type.toUpperCase()}(${n.children.map(show).join(', ')})`;
  }
}

describe('tokenizeFilterExpression', () => {
  it('gives typed tokens with offsets', () => {
    const toks = tokenizeFilterExpression('title:"oil spill" or (gas NOT coal*)');
    expect(toks.map((t) => [t.type, t.start, t.end])).toEqual([
      ['field', 0, 6],
      ['phrase', 6, 17],
      ['or', 18, 20],
      ['lparen', 21, 22],
      ['word', 22, 25],
      ['not', 26, 29],
      ['word', 30, 35],
      ['rparen', 35, 36],
    ]);
    expect(toks[1]?.value).toBe('oil spill');
    expect(toks[6]).toMatchObject({ value: 'coal', prefix: true });
  });

  it('marks an unterminated phrase and never throws', () => {
    const toks = tokenizeFilterExpression('a "open');
    expect(toks[1]).toMatchObject({ type: 'phrase', unterminated: true, value: 'open', end: 7 });
  });

  it('keeps a colon inside ordinary words', () => {
    expect(tokenizeFilterExpression('https://x.com subtitle:y').map((t) => t.type)).toEqual(['word', 'word']);
  });
});

describe('parseFilterExpression', () => {
  it('binds AND tighter than OR and treats adjacency as AND', () => {
    expect(show(ast('a b OR c AND d'))).toBe('OR(AND(a, b), AND(c, d))');
  });

  it('accepts operators in any case', () => {
    expect(show(ast('a and not b or c'))).toBe('OR(AND(a, NOT(b)), c)');
  });

  it('honours parentheses and nested NOT', () => {
    expect(show(ast('(a OR b) NOT NOT c'))).toBe('AND(OR(a, b), NOT(NOT(c)))');
  });

  it('scopes words and phrases to a field, with prefix wildcards', () => {
    expect(show(ast('TITLE:Oil text:"climate change"* gas*'))).toBe(
      'AND(title:Oil, text:"climate change"*, gas*)',
    );
  });

  it('keeps hostile characters as plain term text', () => {
    expect(show(ast(`NEAR ^x -y ; 'z' ü`))).toBe(`AND(NEAR, ^x, -y, ;, 'z', ü)`);
  });

  it.each([
    ['(a OR b', "unmatched '(' at character 1", 0],
    ['a OR b)', "unmatched ')' at character 7", 6],
    ['a AND NOT', 'expected a term after NOT at character 7', 6],
    ['a OR', 'expected a term after OR at character 3', 2],
    ['AND a', 'expected a term before AND at character 1', 0],
    ['a ()', 'empty parentheses at character 3', 2],
    ['a "b c', 'unterminated quote at character 3', 2],
    ['""', 'empty quoted phrase at character 1', 0],
    ['title: x', 'expected a word or a quoted phrase right after title: at character 1', 0],
    ['*', "a '*' wildcard needs a word before it at character 1", 0],
    ['   ', 'the expression is empty', 0],
  ])('reports %s', (src, message, position) => {
    expect(err(src)).toMatchObject({ message, position });
  });

  it('limits nesting, pointing at the level too many', () => {
    expect(parseFilterExpression(`${'('.repeat(12)}a${')'.repeat(12)}`).ok).toBe(true);
    expect(err(`x ${'NOT '.repeat(13)}a`)).toMatchObject({
      message: 'the expression nests more than 12 levels of parentheses or NOT at character 51',
      position: 50,
    });
  });

  it('bounds the cost: words and phrases, wildcard terms, letters before a wildcard', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' OR ');
    expect(parseFilterExpression(words(MAX_TERMS)).ok).toBe(true);
    const tooMany = words(MAX_TERMS + 1);
    expect(err(tooMany)).toMatchObject({
      message: `the expression has more than ${MAX_TERMS} words (each word of a quoted phrase counts); the first one over is at character ${tooMany.lastIndexOf('w') + 1}`,
      length: 4,
    });
    // A phrase costs a lookup per word: its words count, however the phrase is quoted or scoped.
    const phrase = (n: number) => `"${Array.from({ length: n }, (_, i) => `p${i}`).join(' ')}"`;
    expect(parseFilterExpression(phrase(MAX_TERMS)).ok).toBe(true);
    expect(parseFilterExpression(`x ${phrase(MAX_TERMS - 1)}`).ok).toBe(true);
    expect(err(`x title:${phrase(MAX_TERMS)}`)).toMatchObject({
      message: expect.stringMatching(
        /more than 100 words \(each word of a quoted phrase counts\).* at character 9$/,
      ),
      position: 8,
    });
    const huge = `"${Array.from({ length: 1990 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ')}"`;
    expect(huge.length).toBeLessThan(4000);
    expect(err(huge).message).toMatch(/more than 100 words/);
    // Hyphenated words are several indexed words (FTS5 splits them into a phrase).
    expect(err(Array.from({ length: 51 }, (_, i) => `a${i}-b${i}`).join(' ')).message).toMatch(
      /more than 100 words/,
    );
    const prefixes = (n: number) => Array.from({ length: n }, (_, i) => `abc${i}*`).join(' ');
    expect(parseFilterExpression(prefixes(MAX_PREFIX_TERMS)).ok).toBe(true);
    expect(err(prefixes(MAX_PREFIX_TERMS + 1)).message).toMatch(
      new RegExp(
        `more than ${MAX_PREFIX_TERMS} '\\*' wildcard terms; the first one over is at character \\d+$`,
      ),
    );
    // The index splits at punctuation, so the piece before the '*' is what must be long enough.
    for (const short of ['t*', 'ab*', 'oil-x*', '"solar p"*', 'ü*']) {
      expect(err(`gas ${short}`)).toMatchObject({
        message: `a '*' wildcard needs at least ${MIN_PREFIX_LENGTH} letters or digits before it at character 5`,
        position: 4,
      });
    }
    for (const ok of ['oil*', 'x-ray*', '"solar pan"*', 'title:über*'])
      expect(parseFilterExpression(ok).ok).toBe(true);
  });

  it('refuses the 1,300-term prefix expression that stalled the server, with a position', () => {
    const pathological = Array.from({ length: 1300 }, (_, i) => (i % 2 ? 's*' : 't*')).join(' ');
    expect(err(pathological).position).toBe(0);
  });

  it('gives the length of the offending token for highlighting', () => {
    expect(err('x AND NOT')).toEqual({
      message: 'expected a term after NOT at character 7',
      position: 6,
      length: 3,
    });
  });
});
