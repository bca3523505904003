import { describe, expect, it } from 'vitest';
import {
  AnnotationListSchema,
  annotationsInWindow,
  createAnnotation,
  editAnnotation,
  mergeAnnotations,
  parseAnnotationFile,
  toAnnotationFile,
} from './annotations';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const statement = createAnnotation(
  { label: ' Ministerial statement ', note: 'Energy minister on grants', start: '2026-11-12T09:30:00.000Z' },
  NOW,
);
const summit = createAnnotation(
  { label: 'Climate summit', start: '2026-11-03T00:00:00.000Z', end: '2026-11-05T23:59:59.999Z' },
  NOW,
);

describe('createAnnotation and editAnnotation', () => {
  it('creates a moment or a range with an id and time stamps, trimming the label', () => {
    expect(statement).toMatchObject({
      label: 'Ministerial statement',
      note: 'Energy minister on grants',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    expect(statement.end).toBeUndefined();
    expect(summit.end).toBe('2026-11-05T23:59:59.999Z');
    expect(summit.id).not.toBe(statement.id);
  });

  it('explains bad input', () => {
    expect(() => createAnnotation({ label: '  ', start: '2026-11-12T00:00:00Z' })).toThrow(
      'a label is needed',
    );
    expect(() =>
      createAnnotation({ label: 'x', start: '2026-11-12T00:00:00Z', end: '2026-11-01T00:00:00Z' }),
    ).toThrow('the end must not be before the start');
    expect(() => createAnnotation({ label: 'x', start: 'yesterday' })).toThrow('must be an ISO date-time');
  });

  it('edits, and turns a range back into a moment when the end is cleared', () => {
    const edited = editAnnotation(summit, { label: 'UN climate summit', end: undefined }, NOW + 1000);
    expect(edited).toMatchObject({
      id: summit.id,
      label: 'UN climate summit',
      updatedAt: '2026-11-20T12:00:01.000Z',
    });
    expect(edited.end).toBeUndefined();
  });
});

describe('annotationsInWindow', () => {
  it('keeps moments inside and ranges overlapping the window, oldest first', () => {
    const window = { since: '2026-11-05T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' };
    expect(annotationsInWindow([statement, summit], window).map((a) => a.label)).toEqual([
      'Climate summit',
      'Ministerial statement',
    ]);
    expect(
      annotationsInWindow([statement, summit], { since: '2026-11-13T00:00:00Z', to: '2026-11-20T00:00:00Z' }),
    ).toEqual([]);
  });
});

describe('annotation files', () => {
  it('round-trips through an exported file', () => {
    const text = toAnnotationFile(3, [statement, summit]);
    expect(JSON.parse(text)).toMatchObject({ format: 'narrative-desk-annotations/1', workspaceId: 3 });
    expect(parseAnnotationFile(text)).toEqual([statement, summit]);
  });

  it('explains what is wrong with a bad file', () => {
    expect(() => parseAnnotationFile('{oops')).toThrow('This file is not JSON');
    expect(() =>
      parseAnnotationFile(JSON.stringify({ format: 'narrative-desk-report/1', report: {} })),
    ).toThrow(/not a Narrative Desk annotations file.*format/);
    const bad = JSON.parse(toAnnotationFile(3, [statement])) as { annotations: { label: string }[] };
    bad.annotations[0]!.label = '';
    expect(() => parseAnnotationFile(JSON.stringify(bad))).toThrow(
      'a label is needed (annotations › 0 › label)',
    );
  });

  it('is a schema saved views and reports can embed', () => {
    expect(AnnotationListSchema.parse(JSON.parse(JSON.stringify([summit])))).toEqual([summit]);
  });
});

describe('mergeAnnotations', () => {
  it('adds new ones, takes newer copies, skips the same event twice, never removes', () => {
    const newer = editAnnotation(statement, { note: 'Updated note' }, NOW + 60_000);
    const sameEvent = { ...summit, id: 'other-id' };
    const fresh = createAnnotation({ label: 'Price cap vote', start: '2026-11-18T15:00:00.000Z' }, NOW);
    const result = mergeAnnotations([statement, summit], [newer, sameEvent, fresh]);
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
    expect(result.list.map((a) => a.note)).toEqual(['Updated note', '', '']);
    expect(mergeAnnotations([newer], [statement])).toMatchObject({ updated: 0, unchanged: 1, list: [newer] });
  });
});
