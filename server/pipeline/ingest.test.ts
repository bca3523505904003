import { describe, expect, it } from 'vitest';
import { detectLanguage, normaliseDomain } from './ingest';

describe('normaliseDomain', () => {
  it.each([
    ['https://www.example.com/a', 'example.com'],
    ['https://m.example.co.uk/a', 'example.co.uk'],
    ['http://www.m.News.Example.org:8080/x', 'news.example.org'],
    ['https://amp.theguardian.com/x', 'theguardian.com'],
    ['https://www.com/', 'www.com'],
    ['https://blog.example.com/', 'blog.example.com'],
  ])('%s → %s', (url, domain) => expect(normaliseDomain(url)).toBe(domain));
});

describe('detectLanguage', () => {
  it.each([
    ['The minister said that the grid is ready for the winter and the plan works.', 'en'],
    ['El gobierno dijo que la red de energía está lista para el invierno.', 'es'],
    ['Le ministre a dit que le réseau est prêt pour les mois les plus froids.', 'fr'],
    ['Die Regierung sagt, dass das Netz für den Winter nicht bereit ist und die Preise steigen.', 'de'],
    ['Правительство заявило, что энергосистема готова к зиме.', 'ru'],
  ])('%s → %s', (text, lang) => expect(detectLanguage(text)).toBe(lang));

  it('gives up on too little text', () => expect(detectLanguage('Solar 2026')).toBeUndefined());
});
