import { describe, expect, it } from 'vitest';
import { parseMarkdownLight } from './markdown-light';

describe('parseMarkdownLight', () => {
  it('reads headings, bold and italic, lists and links', () => {
    expect(
      parseMarkdownLight(
        '# Summary\n\nVolume is **up 12%** *this* week.\n\n- [Source](https://example.com)\n- second\n\n1. one',
      ),
    ).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'Summary' }] },
      {
        type: 'paragraph',
        runs: [
          { text: 'Volume is ' },
          { text: 'up 12%', bold: true },
          { text: ' ' },
          { text: 'this', italic: true },
          { text: ' week.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'Source', href: 'https://example.com' }], [{ text: 'second' }]],
      },
      { type: 'list', ordered: true, items: [[{ text: 'one' }]] },
    ]);
  });
  it('never yields HTML and drops unsafe link targets', () => {
    const blocks = parseMarkdownLight(
      '<img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](data:text/html,hi)',
    );
    expect(blocks).toHaveLength(1);
    const runs = blocks[0]!.type === 'paragraph' ? blocks[0]!.runs : [];
    expect(runs.map((r) => r.text).join('')).toContain('<img src=x onerror=alert(1)>');
    expect(runs.every((r) => !r.href)).toBe(true);
  });
});
