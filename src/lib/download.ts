/** Saves a URL (data: or blob:) as a file through a temporary link. */
export function download(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Hands a file's bytes (PDF, PowerPoint) to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  download(url, fileName);
  // The click has started the download by the time this runs; the blob can then go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a text file (CSV, JSON, SVG) to the browser as a download. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** A file-system-safe name from a title (a chart's, a report's). */
export function fileNameFor(title: string, ext: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${ext}`;
}
