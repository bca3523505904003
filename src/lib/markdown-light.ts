import MarkdownIt from 'markdown-it';

/**
 * Markdown-light for report text blocks: headings, paragraphs, bold, italic, lists and links,
 * parsed by markdown-it with every other rule off and raw HTML off (it stays literal text). The
 * result is a tiny tree that the page, the PDF and the PowerPoint export each draw themselves, so
 * nothing is ever inserted as HTML. Links keep only http(s) and mailto targets.
 */
export type Run = { text: string; bold?: true; italic?: true; href?: string };
export type MdBlock =
  | { type: 'heading'; level: 1 | 2 | 3; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'list'; ordered: boolean; items: Run[][] };

const md = new MarkdownIt('zero', { html: false, linkify: false }).enable([
  'heading',
  'emphasis',
  'list',
  'link',
  'newline',
]);

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

type Token = ReturnType<typeof md.parse>[number];

function runsOf(inline: Token | undefined): Run[] {
  const runs: Run[] = [];
  let bold = 0;
  let italic = 0;
  let href: string | undefined;
  for (const t of inline?.children ?? []) {
    if (t.type === 'strong_open') bold++;
    else if (t.type === 'strong_close') bold--;
    else if (t.type === 'em_open') italic++;
    else if (t.type === 'em_close') italic--;
    else if (t.type === 'link_open') {
      const target = String(t.attrGet('href') ?? '');
      href = SAFE_LINK.test(target) ? target : undefined;
    } else if (t.type === 'link_close') href = undefined;
    else if (t.type === 'softbreak' || t.type === 'hardbreak') runs.push({ text: ' ' });
    else if (t.content) {
      const run: Run = { text: t.content };
      if (bold > 0) run.bold = true;
      if (italic > 0) run.italic = true;
      if (href) run.href = href;
      runs.push(run);
    }
  }
  return runs;
}

export function parseMarkdownLight(source: string): MdBlock[] {
  const tokens = md.parse(source, {});
  const blocks: MdBlock[] = [];
  let list: Extract<MdBlock, { type: 'list' }> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') {
      // Nested lists flatten into their parent: the block stays one list.
      list ??= { type: 'list', ordered: t.type === 'ordered_list_open', items: [] };
    } else if ((t.type === 'bullet_list_close' || t.type === 'ordered_list_close') && t.level === 0 && list) {
      blocks.push(list);
      list = null;
    } else if (t.type === 'heading_open') {
      const level = Math.min(3, Number(t.tag.slice(1))) as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, runs: runsOf(tokens[i + 1]) });
    } else if (t.type === 'inline' && tokens[i - 1]?.type === 'paragraph_open') {
      if (list) list.items.push(runsOf(t));
      else blocks.push({ type: 'paragraph', runs: runsOf(t) });
    }
  }
  return blocks;
}
