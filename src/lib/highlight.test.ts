import { highlightSegments, searchTermsOf, snippetAround, termsPattern } from './highlight';

describe('highlightSegments', () => {
  it('marks every occurrence case-insensitively and keeps all text', () => {
    const segs = highlightSegments('Vaccine news: the VACCINE rollout', ['vaccine']);
    expect(segs).toEqual([
      { text: 'Vaccine', match: true },
      { text: ' news: the ', match: false },
      { text: 'VACCINE', match: true },
      { text: ' rollout', match: false },
    ]);
    expect(segs.map((s) => s.text).join('')).toBe('Vaccine news: the VACCINE rollout');
  });

  it('matches at word starts only', () => {
    expect(highlightSegments('antivaccine vaccines', ['vaccine']).filter((s) => s.match)).toEqual([
      { text: 'vaccine', match: true },
    ]);
  });

  it('matches phrases across runs of whitespace, longest term first', () => {
    const segs = highlightSegments('A public  health crisis, public opinion', ['public', 'public health']);
    expect(segs.filter((s) => s.match).map((s) => s.text)).toEqual(['public  health', 'public']);
  });

  it('treats regex characters in terms literally', () => {
    expect(highlightSegments('price (usd) rose', ['(usd)']).filter((s) => s.match)).toEqual([
      { text: '(usd)', match: true },
    ]);
    expect(termsPattern(['  ', ''])).toBeNull();
  });

  it('keeps markup as plain text segments', () => {
    const hostile = '<img src=x onerror=alert(1)> alert';
    const segs = highlightSegments(hostile, ['alert']);
    expect(segs.map((s) => s.text).join('')).toBe(hostile);
  });

  it('returns the whole text unmarked without terms', () => {
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('', ['a'])).toEqual([]);
  });
});

describe('snippetAround', () => {
  const long = `${'lorem ipsum '.repeat(40)}the vaccine appears here ${'dolor sit '.repeat(40)}`;
  it('centres on the first match with ellipses', () => {
    const s = snippetAround(long, ['vaccine'], 120);
    expect(s).toContain('vaccine');
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(122);
  });
  it('starts at the beginning without a match, and keeps short text whole', () => {
    expect(snippetAround(long, ['absent'], 50).startsWith('lorem')).toBe(true);
    expect(snippetAround('short  text', ['x'])).toBe('short text');
  });
});

describe('searchTermsOf', () => {
  it('collects words and phrases, skipping what NOT excludes; a scoped term marks its own field only', () => {
    expect(searchTermsOf('title:vaccine AND ("public health" OR text:mandate) NOT hoax')).toEqual({
      title: ['vaccine', 'public health'],
      text: ['public health', 'mandate'],
    });
  });
  it('strips the prefix wildcard and copes with a malformed expression', () => {
    expect(searchTermsOf('vacc* AND (mask')).toEqual({ title: ['vacc', 'mask'], text: ['vacc', 'mask'] });
    expect(searchTermsOf('a AND NOT text:b OR')).toEqual({ title: ['a'], text: ['a'] });
    expect(searchTermsOf('title:a AND (text:"b c"')).toEqual({ title: ['a'], text: ['b c'] });
    expect(searchTermsOf('  ')).toEqual({ title: [], text: [] });
    expect(searchTermsOf(undefined)).toEqual({ title: [], text: [] });
  });
});
