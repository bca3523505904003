import { WATCH_LIMITS, type AlertEvent } from '../../../src/api/schemas/alerts';
import { formatZoned } from '../../../src/lib/zoned-time';
import type { MailMessage } from '../context';
import { button, escapeHtml, link, mailPage } from './html';
import { alertLinks } from './links';

/** "12 Nov 2026, 14:00 – 15:00 (Europe/London)": the fired window in the rule's zone. */
export function describeWindow(event: Pick<AlertEvent, 'from' | 'to' | 'zone'>): string {
  const from = Date.parse(event.from);
  const to = Date.parse(event.to);
  const sameDay =
    formatZoned(from, event.zone, 'YYYY-MM-DD') === formatZoned(to - 1, event.zone, 'YYYY-MM-DD');
  const midnights =
    formatZoned(from, event.zone, 'HH:mm') === '00:00' && formatZoned(to, event.zone, 'HH:mm') === '00:00';
  const day = (ms: number) => formatZoned(ms, event.zone, 'D MMM YYYY');
  let text: string;
  if (midnights) text = sameDay ? day(from) : `${day(from)} – ${day(to - 1)}`;
  else if (sameDay)
    text = `${day(from)}, ${formatZoned(from, event.zone, 'HH:mm')} – ${formatZoned(to, event.zone, 'HH:mm')}`;
  else
    text = `${formatZoned(from, event.zone, 'D MMM YYYY HH:mm')} – ${formatZoned(to, event.zone, 'D MMM YYYY HH:mm')}`;
  return `${text} (${event.zone})`;
}

/** The subject: the rule's title and the event's headline (a sample says so). */
export function alertSubject(event: AlertEvent): string {
  return `${event.sample ? '[Sample] ' : ''}${event.ruleTitle}: ${event.headline}`;
}

/** The alert email: headline, window, figures, summary sentence, a few mentions and the links. */
export function alertEmail(event: AlertEvent, publicUrl: string, to: string[]): MailMessage {
  const links = alertLinks(publicUrl, event);
  const window = describeWindow(event);
  const mentions = event.mentions.slice(0, WATCH_LIMITS.mentionsPerAlert);
  const sampleNote = event.sample ? 'This is a sample sent on request, not a real firing.' : null;

  const text = [
    event.headline,
    window,
    ...(sampleNote ? ['', sampleNote] : []),
    '',
    ...event.figures.map((f) => `${f.label}: ${f.text}`),
    '',
    event.summary,
    ...(mentions.length > 0 ? ['', 'Mentions:'] : []),
    ...mentions.map((m) => `- ${m.title}${m.url ? ` <${m.url}>` : ''}`),
    '',
    `See exactly these mentions: ${links.mentions}`,
    `Inbox: ${links.inbox}`,
    `Rule "${event.ruleTitle}": ${links.rule}`,
  ].join('\n');

  const figures = event.figures
    .map(
      (f) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#5c5f66">${escapeHtml(f.label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(f.text)}</td></tr>`,
    )
    .join('');
  const items = mentions
    .map((m) => `<li style="margin:4px 0">${m.url ? link(m.url, m.title) : escapeHtml(m.title)}</li>`)
    .join('');
  const body = [
    `<p style="margin:0 0 4px;color:#5c5f66;font-size:13px">${escapeHtml(event.ruleTitle)}</p>`,
    `<h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(event.headline)}</h1>`,
    `<p style="margin:0 0 16px;color:#5c5f66">${escapeHtml(window)}</p>`,
    sampleNote ? `<p style="margin:0 0 16px;font-style:italic">${escapeHtml(sampleNote)}</p>` : '',
    figures ? `<table style="border-collapse:collapse;margin:0 0 16px">${figures}</table>` : '',
    `<p style="margin:0 0 16px">${escapeHtml(event.summary)}</p>`,
    items
      ? `<h2 style="font-size:15px;margin:0 0 4px">Mentions</h2><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`
      : '',
    `<p style="margin:0 0 16px">${button(links.mentions, 'See exactly these mentions')}</p>`,
    `<p style="margin:0;font-size:13px;color:#5c5f66">${link(links.inbox, 'Open the inbox')} · ${link(links.rule, `Rule "${event.ruleTitle}"`)}</p>`,
  ].join('\n');

  return { to, subject: alertSubject(event), text, html: mailPage(alertSubject(event), body) };
}
