import { parseFilterExpression } from './filter-expression';
import { excludePhrase, quoteTerm } from './expression-edit';

describe('excludePhrase', () => {
  it('starts an expression with NOT when there is none', () => {
    expect(excludePhrase(undefined, 'heat pump')).toBe('NOT "heat pump"');
    expect(excludePhrase('  ', 'wind')).toBe('NOT "wind"');
  });

  it('adds NOT to an AND chain as it is, and brackets a top-level OR', () => {
    expect(excludePhrase('solar AND grid', 'recall')).toBe('solar AND grid NOT "recall"');
    expect(excludePhrase('solar OR wind', 'recall')).toBe('(solar OR wind) NOT "recall"');
    const ast = parseFilterExpression(excludePhrase('solar OR wind', 'recall')!);
    expect(ast.ok && ast.ast.type).toBe('and');
  });

  it('keeps the expression when the phrase is blank, and never yields a malformed one', () => {
    expect(excludePhrase('solar', '  ')).toBe('solar');
    expect(excludePhrase(undefined, '"')).toBeUndefined();
    for (const phrase of ['a "quoted" b', 'NOT', '(x', 'title:y']) {
      expect(parseFilterExpression(excludePhrase('wind', phrase)!).ok).toBe(true);
    }
    expect(quoteTerm('  a   "b" ')).toBe('"a b"');
  });
});
