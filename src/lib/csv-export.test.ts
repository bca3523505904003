import Papa from 'papaparse';
import { MentionSchema } from '@/api/schemas';
import { CSV_COLUMNS, CSV_HEADERS, toCsv, toJson, type ExportMeta, type MentionLabels } from './csv-export';
import { formatZoned } from './zoned-time';

const stamp = (iso: string, zone: string) => formatZoned(Date.parse(iso), zone, 'YYYY-MM-DD HH:mm:ss');

const meta: ExportMeta = {
  workspace: { id: 3, title: 'Vaccines' },
  filters: { channels: ['news', 'reddit'], filter_expression: 'title:vaccine' },
  since: '2026-10-22T00:00:00.000Z',
  to: '2026-11-21T00:00:00.000Z',
  timeZone: 'Europe/Berlin',
  exportedAt: '2026-11-21T10:00:00.000Z',
  sort: 'published desc',
};

const mention = MentionSchema.parse({
  id: 42,
  title: 'Hello, "world"',
  text: 'line one\nline two',
  url: 'https://example.com/a',
  domain: 'example.com',
  author: '=HYPERLINK("http://evil")',
  channels: ['news'],
  media: [{ type: 'image', url: 'https://example.com/i.png' }],
  language: 'en',
  reach: 12000,
  mentionType: 'news.news',
  enrichments: { narratives: [{ id: 5, confidence: 87.5 }] },
  smartCategories: [{ categoryName: 'Favorability', classification: '244:c0' }],
  customEnrichments: [
    { enrichment_id: 9, name: 'Stance', type: 'multivalue_categorical', value: ['a', 'b'] },
  ],
  location: { region: { id: 1, name: 'Europe' }, country: { id: 276, name: 'Germany' } },
  publisherGeography: { sourceCountry: 'Germany', sourceRegion: 'Europe', sourceSubRegion: 'Western Europe' },
  created: '2026-11-20T10:00:00Z',
  published: '2026-11-20T09:00:00Z',
});

const labels: MentionLabels = {
  channel: (c) => ({ news: 'News' })[c] ?? c,
  narrative: (id) => ({ 5: 'Battery gigafactory' })[id],
  category: (v) => ({ '244:c0': 'Positive' })[v],
  botRating: (r) => r,
  mentionType: (t) => ({ 'news.news': 'News article' })[t] ?? t,
  language: (l) => ({ en: 'English' })[l] ?? l,
};

describe('toCsv', () => {
  const rows = Papa.parse<string[]>(toCsv([mention], meta, { labels, stamp }), {
    skipEmptyLines: false,
  }).data;

  it('records workspace, filters, window and time zone in the first rows', () => {
    expect(rows[0]).toEqual(['Workspace', 'Vaccines (id 3)']);
    expect(rows[1]).toEqual(['Filters', 'channels=news|reddit; filter_expression=title:vaccine']);
    expect(rows[2]).toEqual(['Since', meta.since]);
    expect(rows[3]).toEqual(['To', meta.to]);
    expect(rows[4]![1]).toMatch(/^Europe\/Berlin/);
  });

  it('writes a header and one row per mention, quoting commas, quotes and newlines', () => {
    const header = rows.findIndex((r) => r[0] === 'Mention ID');
    expect(rows[header - 1]).toEqual(['']);
    expect(rows[header]).toEqual(CSV_COLUMNS.map((c) => CSV_HEADERS[c]));
    const row = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, rows[header + 1]?.[i]]));
    expect(row).toMatchObject({
      id: '42',
      title: 'Hello, "world"',
      text: 'line one\nline two',
      reach: '12000',
      custom_enrichments: 'Stance: a, b',
      location: 'Europe > Germany',
      publisher_geography: 'Germany / Western Europe / Europe',
      media: 'https://example.com/i.png',
    });
  });

  it('writes labels with the raw codes in their own columns', () => {
    const header = rows.findIndex((r) => r[0] === 'Mention ID');
    const row = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, rows[header + 1]?.[i]]));
    expect(row).toMatchObject({
      channels: 'News',
      channel_codes: 'news',
      language: 'English',
      language_code: 'en',
      mention_type: 'News article',
      mention_type_code: 'news.news',
      narratives: 'Battery gigafactory (87.5% confidence)',
      narrative_codes: '5:87.5',
      smart_categories: 'Favorability: Positive',
      smart_category_codes: '244:c0',
    });
  });

  it('writes timestamps in the stated zone and in UTC', () => {
    const header = rows.findIndex((r) => r[0] === 'Mention ID');
    const row = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, rows[header + 1]?.[i]]));
    // 09:00 UTC is 10:00 in Berlin (CET, November).
    expect(row.published).toBe('2026-11-20 10:00:00');
    expect(row.published_utc).toBe('2026-11-20 09:00:00');
    expect(row.created_utc).toBe('2026-11-20 10:00:00');
  });

  it('leaves the provenance rows out on request: the header is the first row', () => {
    const bare = Papa.parse<string[]>(toCsv([mention], meta, { headerRows: false })).data;
    expect(bare[0]).toEqual(CSV_COLUMNS.map((c) => CSV_HEADERS[c]));
  });

  it('says how many mentions were selected', () => {
    expect(toCsv([mention], { ...meta, selected: 1 })).toContain('Mentions,1 selected');
  });

  it('neutralises spreadsheet formulas from untrusted text', () => {
    const header = rows.findIndex((r) => r[0] === 'Mention ID');
    const author = rows[header + 1]?.[CSV_COLUMNS.indexOf('author')];
    expect(author).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('notes a random sample and says (none) without filters', () => {
    const csv = toCsv([], { ...meta, filters: {}, sampleKey: 'abc' });
    expect(csv).toContain('Filters,(none)');
    expect(csv).toContain('Random sample key,abc');
  });
});

describe('toJson', () => {
  it('wraps the mentions with the export record', () => {
    const parsed = JSON.parse(toJson([mention], meta));
    expect(parsed.export.workspace).toEqual({ id: 3, title: 'Vaccines' });
    expect(parsed.mentions[0].id).toBe(42);
  });
});
