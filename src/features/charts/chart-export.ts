import { toPng, toSvg } from 'html-to-image';

/** Saves a data: URL (or text) as a file through a temporary link. */
export function download(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  download(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
