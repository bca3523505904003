import Papa from 'papaparse';
import { CustomChannelMentionSchema, type CustomChannelMention } from '@/api/schemas';

/**
 * Custom channel import: a CSV or JSON file becomes rows checked against the contract
 * (CustomChannelMentionSchema) before anything is sent, each problem kept on its own row.
 */

export const MENTION_FIELDS = ['title', 'text', 'author', 'published', 'url', 'thumbnailUrl'] as const;
export type MentionField = (typeof MENTION_FIELDS)[number];

/** A row as read from the file; the preview edits it as strings. */
export type RawMention = Record<string, unknown>;

export interface RowProblem {
  field: string;
  message: string;
}

export interface ImportRow {
  /** 1-based line in the file's data (header excluded) or array position + 1. */
  row: number;
  raw: RawMention;
  mention?: CustomChannelMention;
  problems: RowProblem[];
}

export interface ParsedFile {
  rows: ImportRow[];
  /** Problems with the file itself (unreadable JSON, unknown CSV columns). */
  fileProblems: string[];
}

const isMentionField = (key: string): key is MentionField =>
  (MENTION_FIELDS as readonly string[]).includes(key);

/** Empty cells mean "not given": optional members are omitted rather than sent as "". */
function toCandidate(raw: RawMention): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    out[key] = typeof value === 'string' && key !== 'text' && key !== 'title' ? value.trim() : value;
  }
  return out;
}

/** Validates one row; the result carries either the mention or the problems. */
export function validateRow(row: number, raw: RawMention): ImportRow {
  const parsed = CustomChannelMentionSchema.safeParse(toCandidate(raw));
  if (parsed.success) return { row, raw, mention: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return { field: issue.keys.join(', '), message: `unknown member: ${issue.keys.join(', ')}` };
    const field = issue.path.map(String).join('.') || 'row';
    const missing = issue.code === 'invalid_type' && raw[field] === undefined;
    return { field, message: missing ? `${field} is required` : issue.message };
  });
  return { row, raw, problems };
}

export function parseCsv(text: string): ParsedFile {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = result.meta.fields ?? [];
  const unknown = fields.filter((f) => !isMentionField(f));
  const fileProblems = unknown.length
    ? [
        `Ignored unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (known: ${MENTION_FIELDS.join(', ')})`,
      ]
    : [];
  for (const e of result.errors.filter((e) => e.row === undefined)) fileProblems.push(e.message);
  const rowErrors = new Map<number, string>();
  for (const e of result.errors) if (e.row !== undefined) rowErrors.set(e.row, e.message);
  const rows = result.data.map((record, i) => {
    const raw: RawMention = {};
    for (const f of fields) if (isMentionField(f)) raw[f] = record[f];
    const validated = validateRow(i + 1, raw);
    const csvError = rowErrors.get(i);
    return csvError
      ? {
          ...validated,
          mention: undefined,
          problems: [{ field: 'row', message: csvError }, ...validated.problems],
        }
      : validated;
  });
  return { rows, fileProblems };
}

/** A JSON array of mentions, or `{ "mentions": [...] }` (the push body itself). */
export function parseJson(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      rows: [],
      fileProblems: [`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const list = Array.isArray(data) ? data : (data as { mentions?: unknown } | null)?.mentions;
  if (!Array.isArray(list))
    return { rows: [], fileProblems: ['Expected an array of mentions or an object with a "mentions" array'] };
  const rows = list.map((item: unknown, i): ImportRow => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { row: i + 1, raw: {}, problems: [{ field: 'row', message: 'each mention must be an object' }] };
    }
    return validateRow(i + 1, item as RawMention);
  });
  return { rows, fileProblems: [] };
}

export function parseMentionFile(name: string, text: string): ParsedFile {
  return /\.json$/i.test(name) || /^\s*[[{]/.test(text) ? parseJson(text) : parseCsv(text);
}

/** Groups valid mentions into push batches (at most `size`), keeping each one's row number. */
export function toBatches(
  rows: readonly ImportRow[],
  size = 100,
): { rows: number[]; mentions: CustomChannelMention[] }[] {
  const valid = rows.filter(
    (r): r is ImportRow & { mention: CustomChannelMention } => r.mention !== undefined,
  );
  const batches = [];
  for (let i = 0; i < valid.length; i += size) {
    const slice = valid.slice(i, i + size);
    batches.push({ rows: slice.map((r) => r.row), mentions: slice.map((r) => r.mention) });
  }
  return batches;
}

/** A row after an in-place fix: the edited member replaced (empty removes it), then re-validated. */
export function reviseRow(row: ImportRow, field: string, value: string): ImportRow {
  const raw = { ...row.raw, [field]: value };
  if (value === '') delete raw[field];
  return validateRow(row.row, raw);
}
