/**
 * News outlets and blogs with their monthly visitors, language and publisher geography (country
 * name, region and sub-region from the spec's enums). Outlets with `geo: null` model sites for
 * which the provider has no publisher geography.
 */
export interface Outlet {
  domain: string;
  visitors: number;
  language: string;
  geo: { country: string; region: string; subregion: string } | null;
  weight: number;
}

const US = { country: 'United States', region: 'Americas', subregion: 'Northern America' };
const UK = { country: 'United Kingdom', region: 'Europe', subregion: 'Northern Europe' };
const geo = (country: string, region: string, subregion: string) => ({ country, region, subregion });

export const NEWS_OUTLETS: readonly Outlet[] = [
  { domain: 'reuters.com', visitors: 98_000_000, language: 'en', geo: UK, weight: 10 },
  { domain: 'apnews.com', visitors: 120_000_000, language: 'en', geo: US, weight: 9 },
  { domain: 'bbc.co.uk', visitors: 410_000_000, language: 'en', geo: UK, weight: 8 },
  { domain: 'nytimes.com', visitors: 450_000_000, language: 'en', geo: US, weight: 7 },
  { domain: 'theguardian.com', visitors: 320_000_000, language: 'en', geo: UK, weight: 7 },
  { domain: 'cnn.com', visitors: 500_000_000, language: 'en', geo: US, weight: 6 },
  { domain: 'washingtonpost.com', visitors: 180_000_000, language: 'en', geo: US, weight: 5 },
  { domain: 'bloomberg.com', visitors: 90_000_000, language: 'en', geo: US, weight: 5 },
  { domain: 'ft.com', visitors: 28_000_000, language: 'en', geo: UK, weight: 3 },
  { domain: 'politico.com', visitors: 45_000_000, language: 'en', geo: US, weight: 3 },
  { domain: 'npr.org', visitors: 60_000_000, language: 'en', geo: US, weight: 3 },
  { domain: 'abc.net.au', visitors: 70_000_000, language: 'en', geo: geo('Australia', 'Oceania', 'Australia and New Zealand'), weight: 3 },
  { domain: 'cbc.ca', visitors: 55_000_000, language: 'en', geo: geo('Canada', 'Americas', 'Northern America'), weight: 2 },
  { domain: 'irishtimes.com', visitors: 14_000_000, language: 'en', geo: geo('Ireland', 'Europe', 'Northern Europe'), weight: 1 },
  { domain: 'timesofindia.indiatimes.com', visitors: 260_000_000, language: 'en', geo: geo('India', 'Asia', 'Southern Asia'), weight: 3 },
  { domain: 'hindustantimes.com', visitors: 150_000_000, language: 'hi', geo: geo('India', 'Asia', 'Southern Asia'), weight: 2 },
  { domain: 'scmp.com', visitors: 35_000_000, language: 'en', geo: geo('China', 'Asia', 'Eastern Asia'), weight: 2 },
  { domain: 'japantimes.co.jp', visitors: 9_000_000, language: 'en', geo: geo('Japan', 'Asia', 'Eastern Asia'), weight: 1 },
  { domain: 'nhk.or.jp', visitors: 40_000_000, language: 'ja', geo: geo('Japan', 'Asia', 'Eastern Asia'), weight: 1 },
  { domain: 'lemonde.fr', visitors: 85_000_000, language: 'fr', geo: geo('France', 'Europe', 'Western Europe'), weight: 4 },
  { domain: 'lefigaro.fr', visitors: 70_000_000, language: 'fr', geo: geo('France', 'Europe', 'Western Europe'), weight: 2 },
  { domain: 'spiegel.de', visitors: 90_000_000, language: 'de', geo: geo('Germany', 'Europe', 'Western Europe'), weight: 4 },
  { domain: 'faz.net', visitors: 40_000_000, language: 'de', geo: geo('Germany', 'Europe', 'Western Europe'), weight: 2 },
  { domain: 'elpais.com', visitors: 110_000_000, language: 'es', geo: geo('Spain', 'Europe', 'Southern Europe'), weight: 4 },
  { domain: 'clarin.com', visitors: 60_000_000, language: 'es', geo: geo('Argentina', 'Americas', 'South America'), weight: 2 },
  { domain: 'eluniversal.com.mx', visitors: 50_000_000, language: 'es', geo: geo('Mexico', 'Americas', 'Central America'), weight: 2 },
  { domain: 'folha.uol.com.br', visitors: 75_000_000, language: 'pt', geo: geo('Brazil', 'Americas', 'South America'), weight: 3 },
  { domain: 'publico.pt', visitors: 12_000_000, language: 'pt', geo: geo('Portugal', 'Europe', 'Southern Europe'), weight: 1 },
  { domain: 'corriere.it', visitors: 65_000_000, language: 'it', geo: geo('Italy', 'Europe', 'Southern Europe'), weight: 2 },
  { domain: 'aljazeera.com', visitors: 80_000_000, language: 'en', geo: geo('Qatar', 'Asia', 'Western Asia'), weight: 3 },
  { domain: 'alarabiya.net', visitors: 30_000_000, language: 'ar', geo: geo('Saudi Arabia', 'Asia', 'Western Asia'), weight: 1 },
  { domain: 'ria.ru', visitors: 95_000_000, language: 'ru', geo: geo('Russia', 'Europe', 'Eastern Europe'), weight: 1 },
  { domain: 'xinhuanet.com', visitors: 45_000_000, language: 'zh', geo: geo('China', 'Asia', 'Eastern Asia'), weight: 1 },
  { domain: 'nation.africa', visitors: 8_000_000, language: 'en', geo: geo('Kenya', 'Africa', 'Eastern Africa'), weight: 1 },
  { domain: 'news24.com', visitors: 20_000_000, language: 'en', geo: geo('South Africa', 'Africa', 'Southern Africa'), weight: 1 },
  { domain: 'premiumtimesng.com', visitors: 6_000_000, language: 'en', geo: geo('Nigeria', 'Africa', 'Western Africa'), weight: 1 },
  { domain: 'straitstimes.com', visitors: 25_000_000, language: 'en', geo: geo('Singapore', 'Asia', 'South-Eastern Asia'), weight: 1 },
  { domain: 'techcrunch.com', visitors: 12_000_000, language: 'en', geo: null, weight: 2 },
  { domain: 'theverge.com', visitors: 30_000_000, language: 'en', geo: null, weight: 2 },
  { domain: 'electrek.co', visitors: 4_500_000, language: 'en', geo: null, weight: 1 },
  { domain: 'coindesk.com', visitors: 7_000_000, language: 'en', geo: null, weight: 1 },
  { domain: 'newsbreak.com', visitors: 40_000_000, language: 'en', geo: null, weight: 2 },
  { domain: 'yahoo.com', visitors: 900_000_000, language: 'en', geo: null, weight: 3 },
];

export const BLOG_DOMAINS: readonly string[] = [
  'medium.com', 'substack.com', 'wordpress.com', 'blogspot.com', 'news.ycombinator.com', 'forum.xda-developers.com',
  'quora.com', 'tumblr.com',
];
export const PODCAST_DOMAINS: readonly string[] = ['podcasts.apple.com', 'open.spotify.com', 'podbean.com'];

export const FIRST_NAMES: readonly string[] = [
  'Anna', 'James', 'Maria', 'David', 'Sofia', 'Michael', 'Laura', 'Daniel', 'Elena', 'Thomas', 'Sarah', 'Lucas',
  'Priya', 'Kenji', 'Fatima', 'Omar', 'Chloé', 'Matthias', 'Giulia', 'João', 'Ana', 'Pierre', 'Hannah', 'Ravi',
  'Mei', 'Olga', 'Samuel', 'Grace', 'Diego', 'Aisha', 'Liam', 'Noor', 'Emma', 'Carlos', 'Yuki', 'Katarzyna',
];
export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'García', 'Müller', 'Rossi', 'Dubois', 'Silva', 'Kowalski', 'Tanaka', 'Patel', 'Khan',
  'Nguyen', 'Brown', 'Martin', 'Schmidt', 'Fernández', 'Moreau', 'Costa', 'Ivanova', 'Chen', 'Wang', 'O’Brien',
  'Okafor', 'Haddad', 'Larsen', 'Novak', 'Cohen', 'Romano', 'Lopez', 'Walsh', 'Sato', 'Mensah', 'Andersson',
];
export const HANDLE_PARTS: readonly string[] = [
  'green', 'volt', 'daily', 'news', 'watch', 'policy', 'true', 'north', 'data', 'market', 'city', 'planet', 'civic',
  'tech', 'crypto', 'signal', 'wire', 'local', 'voice', 'grid', 'open', 'real', 'urban', 'atlas', 'blue', 'red',
  'pulse', 'insight', 'report', 'fact', 'global', 'river', 'solar', 'chip', 'vote', 'home', 'ledger', 'orbit',
];
