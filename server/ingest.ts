/** Normalisation of pushed custom-channel mentions: pure helpers, unit-tested. */

/** Subdomains that name a flavour of a site rather than a different publisher. */
const COMMON_SUBDOMAINS = /^(?:www\d*|m|mobile|amp|web|en|edition)\./;

/** The url's host without common subdomains (www., m., amp., …); lower case, no port. */
export function normaliseDomain(url: string): string {
  let host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  // Strip repeatedly (www.m.example.com) but never down to a bare public suffix.
  while (COMMON_SUBDOMAINS.test(host) && host.split('.').length > 2)
    host = host.replace(COMMON_SUBDOMAINS, '');
  return host;
}

const STOP_WORDS: Record<string, string[]> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'is',
    'that',
    'for',
    'it',
    'with',
    'was',
    'on',
    'are',
    'this',
    'as',
    'be',
    'have',
    'from',
  ],
  es: [
    'el',
    'la',
    'de',
    'que',
    'y',
    'en',
    'los',
    'las',
    'del',
    'por',
    'con',
    'una',
    'para',
    'es',
    'se',
    'su',
  ],
  fr: [
    'le',
    'la',
    'les',
    'de',
    'des',
    'et',
    'est',
    'une',
    'un',
    'du',
    'que',
    'pour',
    'dans',
    'qui',
    'pas',
    'sur',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'mit',
    'den',
    'ein',
    'eine',
    'zu',
    'auf',
    'für',
    'von',
    'sich',
    'dem',
  ],
  pt: ['o', 'os', 'de', 'que', 'e', 'do', 'da', 'em', 'um', 'uma', 'para', 'com', 'não', 'no', 'na', 'por'],
  it: [
    'il',
    'di',
    'che',
    'e',
    'la',
    'per',
    'un',
    'una',
    'non',
    'sono',
    'della',
    'gli',
    'nel',
    'con',
    'del',
    'le',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'is',
    'dat',
    'niet',
    'op',
    'te',
    'zijn',
    'met',
    'voor',
    'ook',
    'maar',
    'wordt',
  ],
};
const STOP_SETS = Object.entries(STOP_WORDS).map(([lang, words]) => [lang, new Set(words)] as const);

/**
 * Guesses the ISO 639-1 language from stop words (Latin-script languages), or from the script
 * for a few others. Undefined when there is too little text to tell.
 */
export function detectLanguage(text: string): string | undefined {
  const sample = text.slice(0, 5000).toLowerCase();
  const scripts: [RegExp, string][] = [
    [/[\u0400-\u04ff]/g, 'ru'],
    [/[\u0600-\u06ff]/g, 'ar'],
    [/[\u3040-\u30ff]/g, 'ja'],
    [/[\u4e00-\u9fff]/g, 'zh'],
    [/[\uac00-\ud7af]/g, 'ko'],
  ];
  for (const [re, lang] of scripts) if ((sample.match(re)?.length ?? 0) > sample.length / 4) return lang;
  const words = sample.match(/\p{L}+/gu) ?? [];
  let best: string | undefined;
  let bestHits = 0;
  for (const [lang, set] of STOP_SETS) {
    const hits = words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  }
  return bestHits >= 2 ? best : undefined;
}

/** Significant words of a text (for matching a pushed mention to a narrative's title). */
export function keywords(text: string): Set<string> {
  const stop = STOP_SETS.find(([l]) => l === 'en')?.[1];
  return new Set((text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]{3,}/gu) ?? []).filter((w) => !stop?.has(w)));
}
