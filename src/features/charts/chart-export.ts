import { toPng, toSvg } from 'html-to-image';

/**
 * PNG (2× pixels) or SVG of a DOM node on a solid background of the current theme, so the image
 * stays legible when pasted into a report whatever that report's background is. Elements marked
 * `data-export-hide` (buttons, menus) stay out of the picture.
 */
export async function exportNode(node: HTMLElement, format: 'png' | 'svg', background: string): Promise<string> {
  const options = {
    pixelRatio: 2,
    backgroundColor: background,
    cacheBust: true,
    filter: (n: Node) => !(n instanceof HTMLElement && n.dataset.exportHide !== undefined),
  };
  return format === 'png' ? toPng(node, options) : toSvg(node, options);
}
