import Papa from 'papaparse';
import type { Mention, MentionFilters } from '@/api/schemas';
import { locationPath } from './location-path';
import { formatZoned } from './zoned-time';

/**
 * Cells a spreadsheet runs as a formula start with one of these (OWASP "CSV injection").
 * PapaParse's own pattern (`^[…].*$`) misses a formula followed by a line break, hence ours.
 */
export const FORMULA_LEAD = /^[=+\-@\t\r]/;
/** The options every CSV of the desk is written with. */
export const SAFE_CSV = { escapeFormulae: FORMULA_LEAD, newline: '\r\n' } as const;

/** Where an export came from; recorded in its first rows so a file explains itself. */
export interface ExportMeta {
  workspace: { id: number; title: string };
  filters: MentionFilters;
  /** The filters as their pills read ("Channel: News; Bot rating: Likely"); the raw query gets its own row. */
  filtersInWords?: string | null;
  since: string;
  to: string;
  /** IANA zone the timestamps are written in (a UTC column is always added). */
  timeZone: string;
  exportedAt: string;
  sort: string;
  /** Present when the list was a random sample. */
  sampleKey?: string;
  /** Present when only the selected mentions were exported. */
  selected?: number;
}

/** Readable names for the codes a mention carries; raw codes keep their own columns. */
export interface MentionLabels {
  channel: (id: string) => string;
  narrative: (id: number) => string | undefined;
  /** "244:c0" → "Positive". */
  category: (classification: string) => string | undefined;
  botRating: (rating: string) => string;
  mentionType: (type: string) => string;
  language: (code: string) => string;
}

/** Codes as names of themselves (when no labels are at hand). */
export const CODE_LABELS: MentionLabels = {
  channel: (c) => c,
  narrative: () => undefined,
  category: () => undefined,
  botRating: (r) => r,
  mentionType: (t) => t,
  language: (l) => l,
};

export const CSV_COLUMNS = [
  'id',
  'published',
  'published_utc',
  'created',
  'created_utc',
  'channels',
  'channel_codes',
  'title',
  'text',
  'url',
  'domain',
  'author',
  'language',
  'language_code',
  'reach',
  'mention_type',
  'mention_type_code',
  'bot_rating',
  'bot_rating_code',
  'narratives',
  'narrative_codes',
  'smart_categories',
  'smart_category_codes',
  'custom_enrichments',
  'location',
  'publisher_geography',
  'media',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/**
 * The header a person reads, one per column (in words, as the pills say them; the codes keep
 * columns of their own). CSV_COLUMNS stay the row's keys in code.
 */
export const CSV_HEADERS: Record<Column, string> = {
  id: 'Mention ID',
  published: 'Published',
  published_utc: 'Published (UTC)',
  created: 'Created',
  created_utc: 'Created (UTC)',
  channels: 'Channels',
  channel_codes: 'Channel codes',
  title: 'Title',
  text: 'Text',
  url: 'URL',
  domain: 'Domain',
  author: 'Author',
  language: 'Language',
  language_code: 'Language code',
  reach: 'Reach',
  mention_type: 'Mention type',
  mention_type_code: 'Mention type code',
  bot_rating: 'Bot rating',
  bot_rating_code: 'Bot rating code',
  narratives: 'Narratives',
  narrative_codes: 'Narrative IDs',
  smart_categories: 'Smart categories',
  smart_category_codes: 'Smart category codes',
  custom_enrichments: 'Custom enrichments',
  location: 'Location',
  publisher_geography: 'Publisher geography',
  media: 'Media',
};

/** Filters as `key=v1|v2; key2=…`: readable in a spreadsheet cell. */
export function describeFilters(filters: MentionFilters): string {
  return Object.entries(filters)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('|') : String(value)}`)
    .join('; ');
}

/** Writes an instant as a reading of a zone's clock. */
export type ZonedStamp = (iso: string, zone: string) => string;

/**
 * ISO 8601 with the zone's offset at that instant ("2026-11-20T12:32:58-05:00"), or with `Z` in
 * UTC: a spreadsheet or script reads the exact instant back, and the analyst reads the wall time.
 */
export const zonedIsoStamp: ZonedStamp = (iso, zone) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return formatZoned(ms, zone, zone === 'UTC' ? 'YYYY-MM-DD[T]HH:mm:ss[Z]' : 'YYYY-MM-DD[T]HH:mm:ssZ');
};

export function mentionToRow(
  m: Mention,
  zone: string,
  labels: MentionLabels = CODE_LABELS,
  stamp: ZonedStamp = zonedIsoStamp,
): Record<Column, string | number> {
  const geo = m.publisherGeography;
  const narratives = m.enrichments.narratives;
  return {
    id: m.id,
    published: stamp(m.published, zone),
    published_utc: stamp(m.published, 'UTC'),
    created: stamp(m.created, zone),
    created_utc: stamp(m.created, 'UTC'),
    channels: m.channels.map(labels.channel).join(' | '),
    channel_codes: m.channels.join('|'),
    title: m.title ?? '',
    text: m.text ?? '',
    url: m.url ?? '',
    domain: m.domain ?? '',
    author: m.author ?? '',
    language: m.language ? labels.language(m.language) : '',
    language_code: m.language ?? '',
    reach: m.reach ?? '',
    mention_type: m.mentionType ? labels.mentionType(m.mentionType) : '',
    mention_type_code: m.mentionType ?? '',
    bot_rating: m.botRating ? labels.botRating(m.botRating) : '',
    bot_rating_code: m.botRating ?? '',
    narratives: narratives
      .map((n) => `${labels.narrative(n.id) ?? `Narrative ${n.id}`} (${n.confidence}% confidence)`)
      .join(' | '),
    narrative_codes: narratives.map((n) => `${n.id}:${n.confidence}`).join('|'),
    smart_categories: m.smartCategories
      .map(
        (c) =>
          `${c.categoryName}: ${c.classification === null ? 'no value' : (labels.category(c.classification) ?? c.classification)}`,
      )
      .join(' | '),
    smart_category_codes: m.smartCategories.map((c) => c.classification ?? '').join('|'),
    custom_enrichments: m.customEnrichments
      .map((c) => `${c.name || c.enrichment_id}: ${Array.isArray(c.value) ? c.value.join(', ') : c.value}`)
      .join(' | '),
    location: locationPath(m.location),
    publisher_geography: geo
      ? [geo.sourceCountry, geo.sourceSubRegion, geo.sourceRegion].filter(Boolean).join(' / ')
      : '',
    media: m.media.map((x) => x.url).join('|'),
  };
}

function metaRows(meta: ExportMeta, count: number): string[][] {
  const rows = [
    ['Workspace', `${meta.workspace.title} (id ${meta.workspace.id})`],
    [
      'Filters',
      meta.filtersInWords || (meta.filtersInWords === undefined && describeFilters(meta.filters)) || '(none)',
    ],
    ...(meta.filtersInWords !== undefined && describeFilters(meta.filters)
      ? [['Query (to reproduce)', describeFilters(meta.filters)]]
      : []),
    ['Since', meta.since],
    ['To', meta.to],
    [
      'Time zone',
      `${meta.timeZone} (Published and Created, with their UTC offset; the (UTC) columns in UTC)`,
    ],
    ['Sort', meta.sort],
    ['Exported at', meta.exportedAt],
    ['Mentions', meta.selected !== undefined ? `${count} selected` : String(count)],
  ];
  if (meta.sampleKey) rows.push(['Random sample key', meta.sampleKey]);
  return rows;
}

export interface CsvOptions {
  labels?: MentionLabels;
  /** Formats the zoned and UTC timestamps (zonedIsoStamp when absent). */
  stamp?: ZonedStamp;
  /** The provenance rows above the header (on by default; off for tools that expect a bare table). */
  headerRows?: boolean;
}

/**
 * CSV: the provenance rows and a blank row (optional), then a header and one row per mention with
 * labels and their codes, timestamps in the stated zone and in UTC. Formula-like cells are
 * escaped because mention text comes from third parties and may target spreadsheets.
 */
export function toCsv(
  mentions: readonly Mention[],
  meta: ExportMeta,
  { labels, stamp, headerRows = true }: CsvOptions = {},
): string {
  const body = Papa.unparse(
    {
      fields: CSV_COLUMNS.map((c) => CSV_HEADERS[c]),
      data: mentions.map((m) => {
        const row = mentionToRow(m, meta.timeZone, labels, stamp);
        return CSV_COLUMNS.map((c) => row[c]);
      }),
    },
    SAFE_CSV,
  );
  if (!headerRows) return `${body}\r\n`;
  return `${Papa.unparse(metaRows(meta, mentions.length), SAFE_CSV)}\r\n\r\n${body}\r\n`;
}

/**
 * JSON: `{ export: meta, mentions }` with the mentions as the API returned them (UTC instants),
 * each with `publishedInZone` and `createdInZone`: the same instants in the export's zone, with
 * its offset.
 */
export function toJson(mentions: readonly Mention[], meta: ExportMeta): string {
  const zoned = mentions.map((m) => ({
    ...m,
    publishedInZone: zonedIsoStamp(m.published, meta.timeZone),
    createdInZone: zonedIsoStamp(m.created, meta.timeZone),
  }));
  return JSON.stringify({ export: meta, mentions: zoned }, null, 2);
}
