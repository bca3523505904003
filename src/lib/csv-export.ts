import Papa from 'papaparse';
import type { Mention, MentionFilters } from '@/api/schemas';

/** Where an export came from; recorded in its first rows so a file explains itself. */
export interface ExportMeta {
  workspace: { id: number; title: string };
  filters: MentionFilters;
  since: string;
  to: string;
  timeZone: string;
  exportedAt: string;
  sort: string;
  /** Present when the list was a random sample. */
  sampleKey?: string;
}

export const CSV_COLUMNS = [
  'id',
  'published',
  'created',
  'channels',
  'title',
  'text',
  'url',
  'domain',
  'author',
  'language',
  'reach',
  'mention_type',
  'bot_rating',
  'narratives',
  'smart_categories',
  'custom_enrichments',
  'location',
  'publisher_geography',
  'media',
] as const;

/** Filters as `key=v1|v2; key2=…`: readable in a spreadsheet cell. */
export function describeFilters(filters: MentionFilters): string {
  return Object.entries(filters)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('|') : String(value)}`)
    .join('; ');
}

export function locationPath(location: Mention['location']): string {
  if (!location) return '';
  const levels = ['region', 'subregion', 'country', 'state', 'county', 'city'] as const;
  return levels
    .map((l) => location[l]?.name)
    .filter((n): n is string => Boolean(n))
    .join(' > ');
}

export function mentionToRow(m: Mention): Record<(typeof CSV_COLUMNS)[number], string | number> {
  const geo = m.publisherGeography;
  return {
    id: m.id,
    published: m.published,
    created: m.created,
    channels: m.channels.join('|'),
    title: m.title ?? '',
    text: m.text ?? '',
    url: m.url ?? '',
    domain: m.domain ?? '',
    author: m.author ?? '',
    language: m.language ?? '',
    reach: m.reach ?? '',
    mention_type: m.mentionType ?? '',
    bot_rating: m.botRating ?? '',
    narratives: m.enrichments.narratives.map((n) => `${n.id}:${n.confidence}`).join('|'),
    smart_categories: m.smartCategories.map((c) => `${c.categoryName}=${c.classification}`).join('|'),
    custom_enrichments: m.customEnrichments
      .map((c) => `${c.name || c.enrichment_id}=${Array.isArray(c.value) ? c.value.join(',') : c.value}`)
      .join('|'),
    location: locationPath(m.location),
    publisher_geography: geo
      ? [geo.sourceCountry, geo.sourceSubRegion, geo.sourceRegion].filter(Boolean).join(' / ')
      : '',
    media: m.media.map((x) => x.url).join('|'),
  };
}

function metaRows(meta: ExportMeta): string[][] {
  const rows = [
    ['workspace', `${meta.workspace.title} (id ${meta.workspace.id})`],
    ['filters', describeFilters(meta.filters) || '(none)'],
    ['since', meta.since],
    ['to', meta.to],
    ['time_zone', meta.timeZone],
    ['sort', meta.sort],
    ['exported_at', meta.exportedAt],
  ];
  if (meta.sampleKey) rows.push(['random_sample_key', meta.sampleKey]);
  return rows;
}

/**
 * CSV: the provenance rows, one blank row, then a header and one row per mention. Formula-like
 * cells are escaped because mention text comes from a third party and may target spreadsheets.
 */
export function toCsv(mentions: readonly Mention[], meta: ExportMeta): string {
  const options = { escapeFormulae: true, newline: '\r\n' } as const;
  const head = Papa.unparse(metaRows(meta), options);
  const body = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: mentions.map((m) => CSV_COLUMNS.map((c) => mentionToRow(m)[c])) },
    options,
  );
  return `${head}\r\n\r\n${body}\r\n`;
}

/** JSON: `{ export: meta, mentions }` with the mentions as the API returned them. */
export function toJson(mentions: readonly Mention[], meta: ExportMeta): string {
  return JSON.stringify({ export: meta, mentions }, null, 2);
}
