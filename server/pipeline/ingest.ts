/** Normalisation of pushed custom-channel mentions: pure helpers, unit-tested. */
import { STOP_SETS } from '../lib/words';

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
