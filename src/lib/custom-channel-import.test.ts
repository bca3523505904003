import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  parseCsv,
  parseJson,
  parseMentionFile,
  reviseRow,
  toBatches,
  validateRow,
} from './custom-channel-import';

const good = (i: number) => ({
  title: `Report ${i}`,
  text: `Body, with "quotes" ${i}`,
  author: 'Desk',
  published: '2026-11-19T10:00:00Z',
  url: `https://example.org/r/${i}`,
});

describe('CSV import', () => {
  it('parses quoted cells and validates every row, each problem on its row', () => {
    const records = [
      good(1),
      { ...good(2), url: 'ftp://x.test/2' },
      { ...good(3), published: '19/11/2026' },
      { ...good(4), title: '', text: '' },
    ];
    const { rows, fileProblems } = parseCsv(Papa.unparse(records));
    expect(fileProblems).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.mention?.text).toBe('Body, with "quotes" 1');
    expect(rows[0]?.problems).toEqual([]);
    expect(rows[1]?.problems).toEqual([{ field: 'url', message: 'url must be an http or https URL' }]);
    expect(rows[2]?.problems).toEqual([
      { field: 'published', message: 'published must be an ISO 8601 date-time' },
    ]);
    expect(rows[3]?.problems).toEqual([{ field: 'title', message: 'each mention needs a title or a text' }]);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4]);
  });

  it('reports a missing required column on each row and unknown columns on the file', () => {
    const { rows, fileProblems } = parseCsv('title,source\nHello,abc\n');
    expect(fileProblems[0]).toMatch(/unknown column: source/);
    expect(rows[0]?.problems.map((p) => p.message)).toEqual(['published is required', 'url is required']);
  });

  it('omits empty optional cells instead of sending ""', () => {
    const { rows } = parseCsv(Papa.unparse([{ ...good(1), author: '', thumbnailUrl: '' }]));
    expect(rows[0]?.mention).toEqual({
      title: 'Report 1',
      text: 'Body, with "quotes" 1',
      published: '2026-11-19T10:00:00Z',
      url: 'https://example.org/r/1',
    });
  });

  it('rejects over-long values with the limit in the message', () => {
    const row = validateRow(1, { ...good(1), author: 'a'.repeat(256) });
    expect(row.problems).toEqual([{ field: 'author', message: 'author must be at most 255 characters' }]);
  });
});

describe('JSON import', () => {
  it('accepts an array or the push body and flags unknown members and wrong types', () => {
    const text = JSON.stringify({
      mentions: [good(1), { ...good(2), likes: 3 }, { ...good(3), title: 5, text: undefined }, 'nope'],
    });
    const { rows } = parseJson(text);
    expect(rows[0]?.mention?.url).toBe('https://example.org/r/1');
    expect(rows[1]?.problems).toEqual([{ field: 'likes', message: 'unknown member: likes' }]);
    expect(rows[2]?.problems.map((p) => p.field)).toContain('title');
    expect(rows[3]?.problems).toEqual([{ field: 'row', message: 'each mention must be an object' }]);
  });

  it('reports unreadable JSON on the file', () => {
    expect(parseJson('[{').fileProblems[0]).toMatch(/Not valid JSON/);
    expect(parseJson('{"a":1}').fileProblems[0]).toMatch(/array of mentions/);
  });

  it('detects the format from the name or the content', () => {
    expect(parseMentionFile('x.json', JSON.stringify([good(1)])).rows[0]?.mention).toBeDefined();
    expect(parseMentionFile('x.txt', Papa.unparse([good(1)])).rows[0]?.mention).toBeDefined();
  });
});

describe('batches', () => {
  it('sends only valid rows, at most 100 per batch, keeping row numbers', () => {
    const records = Array.from({ length: 250 }, (_, i) =>
      i === 10 || i === 200 ? { ...good(i), url: 'bad' } : good(i),
    );
    const { rows } = parseCsv(Papa.unparse(records));
    const batches = toBatches(rows);
    expect(batches.map((b) => b.mentions.length)).toEqual([100, 100, 48]);
    expect(batches[0]?.rows).not.toContain(11);
    expect(batches.flatMap((b) => b.rows)).toHaveLength(248);
  });
});

describe('in-place fixes', () => {
  it('re-validates a row after a fix; clearing a member removes it', () => {
    const broken = validateRow(3, { ...good(3), url: 'not a url', author: 'x' });
    expect(broken.mention).toBeUndefined();
    const fixed = reviseRow(broken, 'url', 'https://example.org/fixed');
    expect(fixed.problems).toEqual([]);
    expect(fixed.row).toBe(3);
    expect(fixed.mention?.url).toBe('https://example.org/fixed');
    expect(reviseRow(fixed, 'author', '').mention).not.toHaveProperty('author');
  });
});
