import { formatZoned } from '../../../src/lib/zoned-time';
import type { MailMessage } from '../context';
import { describeWindow } from './alert-mail';
import { button, escapeHtml, mailPage } from './html';
import { reportLink } from './links';

export const FILE_TYPES: Record<string, { ext: string; contentType: string; label: string }> = {
  pdf: { ext: 'pdf', contentType: 'application/pdf', label: 'PDF' },
  pptx: {
    ext: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint',
  },
};

export interface ReportRunMail {
  title: string;
  reportId: string;
  from: string;
  to: string;
  zone: string;
  files: { format: string; content: Buffer }[];
}

/** "weekly-brand-report-2026-11-23.pdf": the title in file-name form and the window's first day. */
export function runFileName(title: string, from: string, zone: string, format: string): string {
  const slug =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  return `${slug}-${formatZoned(Date.parse(from), zone, 'YYYY-MM-DD')}.${FILE_TYPES[format]?.ext ?? format}`;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} kB`;

/** The scheduled report's email: a short summary, the files attached, a link to the run history. */
export function reportEmail(run: ReportRunMail, publicUrl: string, to: string[]): MailMessage {
  const window = describeWindow(run);
  const history = reportLink(publicUrl, run.reportId);
  const attachments = run.files.map((f) => ({
    filename: runFileName(run.title, run.from, run.zone, f.format),
    content: f.content,
    contentType: FILE_TYPES[f.format]?.contentType ?? 'application/octet-stream',
  }));
  const listed = attachments.map(
    (a, i) =>
      `${FILE_TYPES[run.files[i]!.format]?.label ?? run.files[i]!.format}: ${a.filename} (${kb(a.content.length)})`,
  );
  const subject = `${run.title}: ${window}`;
  const text = [
    run.title,
    `Covers ${window}.`,
    '',
    'Attached:',
    ...listed.map((l) => `- ${l}`),
    '',
    `The report and its run history: ${history}`,
  ].join('\n');
  const body = [
    `<h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(run.title)}</h1>`,
    `<p style="margin:0 0 16px;color:#5c5f66">Covers ${escapeHtml(window)}.</p>`,
    `<p style="margin:0 0 4px">Attached:</p>`,
    `<ul style="margin:0 0 16px;padding-left:20px">${listed.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p style="margin:0">${button(history, 'Open the report and its run history')}</p>`,
  ].join('\n');
  return { to, subject, text, html: mailPage(subject, body), attachments };
}
