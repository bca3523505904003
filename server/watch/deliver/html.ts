const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A minimal, mail-client-safe page: inline styles only, one column. */
export function mailPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1a1b1e">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    body,
    '</div></body></html>',
  ].join('\n');
}

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1c7ed6">${escapeHtml(text)}</a>`;

export const button = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px;font-weight:600">${escapeHtml(text)}</a>`;
