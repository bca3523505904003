import { describe, expect, it } from 'vitest';
import { expressionWarnings } from './expression-warnings';

describe('expressionWarnings: syntax the service runs, but not as meant', () => {
  it('a proximity phrase "a b"~5: positioned, rewritten to all its words', () => {
    const [w, ...rest] = expressionWarnings('wind OR "climate protest"~5');
    expect(rest).toEqual([]);
    expect(w).toMatchObject({ position: 8, length: 19, rewrite: 'wind OR (climate AND protest)' });
    expect(w!.message).toContain('no proximity search');
  });

  it('NEAR/5 becomes AND', () => {
    const [w] = expressionWarnings('climate NEAR/5 protest');
    expect(w).toMatchObject({ position: 8, length: 6, rewrite: 'climate AND protest' });
  });

  it('domain: and author: become their filters, the rest of the search kept', () => {
    const [d] = expressionWarnings('climate AND domain:bbc.co.uk');
    expect(d).toMatchObject({
      position: 12,
      rewrite: 'climate',
      filter: { key: 'domains', value: 'bbc.co.uk' },
      rewriteLabel: 'Filter by domain bbc.co.uk instead',
    });
    const [a] = expressionWarnings('author:"Jane Doe" wind');
    expect(a).toMatchObject({ rewrite: 'wind', filter: { key: 'authors', value: 'Jane Doe' } });
    const [alone] = expressionWarnings('domain:bbc.co.uk');
    expect(alone).toMatchObject({ rewrite: undefined, filter: { key: 'domains', value: 'bbc.co.uk' } });
  });

  it('other scopes: said, and the word searched anywhere instead', () => {
    const [w] = expressionWarnings('url:example wind');
    expect(w!.message).toContain('"url:" at character 1 is not a scope');
    expect(w!.rewrite).toBe('example wind');
    expect(w!.filter).toBeUndefined();
  });

  it('NOT domain: cannot become a filter, and says why', () => {
    const [w] = expressionWarnings('wind NOT domain:bbc.co.uk');
    expect(w!.filter).toBeUndefined();
    expect(w!.message).toContain('cannot leave out a domain');
  });

  it('what the service knows raises nothing', () => {
    expect(expressionWarnings('title:vaccine AND ("public health" OR mandate*) NOT text:hoax')).toEqual([]);
  });
});
