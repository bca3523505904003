import { ISO_639_1 } from './iso-languages';

it('lists the 184 ISO 639-1 codes, in order', () => {
  expect(ISO_639_1).toHaveLength(184);
  expect(ISO_639_1.slice(0, 5)).toEqual(['aa', 'ab', 'ae', 'af', 'ak']);
  expect(ISO_639_1.slice(-3)).toEqual(['za', 'zh', 'zu']);
  for (const code of ['en', 'de', 'fr', 'es', 'pt', 'ru', 'ja', 'ar', 'he', 'nb', 'nn'])
    expect(ISO_639_1).toContain(code);
  expect(ISO_639_1).not.toContain('xx');
});
