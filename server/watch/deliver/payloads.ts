import { WATCH_LIMITS, type AlertEvent, type Webhook } from '../../../src/api/schemas/alerts';
import { alertSubject, describeWindow } from './alert-mail';
import { alertLinks, type AlertLinks } from './links';

/** Slack's mrkdwn needs &, < and > escaped; links are <url|text>. */
const slackText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slackLink = (url: string, text: string) => `<${url}|${slackText(text).replace(/\|/g, '¦')}>`;

/** Slack incoming webhooks (and Mattermost, Rocket.Chat): `text` as the fallback, blocks to read. */
export function slackPayload(event: AlertEvent, links: AlertLinks): object {
  const mentions = event.mentions.slice(0, WATCH_LIMITS.mentionsPerAlert);
  const blocks: object[] = [
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*${slackText(alertSubject(event))}*\n${slackText(describeWindow(event))}`,
      },
    },
  ];
  if (event.figures.length > 0)
    blocks.push({
      type: 'section',
      fields: event.figures
        .slice(0, 10)
        .map((f) => ({ type: 'mrkdwn', text: `*${slackText(f.label)}*\n${slackText(f.text)}` })),
    });
  blocks.push({ type: 'section', text: { type: 'mrkdwn', text: slackText(event.summary) } });
  if (mentions.length > 0)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: mentions.map((m) => `• ${m.url ? slackLink(m.url, m.title) : slackText(m.title)}`).join('\n'),
      },
    });
  blocks.push({
    type: 'actions',
    elements: [
      {
        type: 'button',
        text: { type: 'plain_text', text: 'See exactly these mentions' },
        url: links.mentions,
      },
      { type: 'button', text: { type: 'plain_text', text: 'Open the inbox' }, url: links.inbox },
      { type: 'button', text: { type: 'plain_text', text: 'The rule' }, url: links.rule },
    ],
  });
  return {
    text: `${alertSubject(event)} ${slackLink(links.mentions, 'See the mentions')}`,
    blocks,
  };
}

/** Microsoft Teams (Workflows and the older incoming webhooks): an Adaptive Card in a message. */
export function teamsPayload(event: AlertEvent, links: AlertLinks): object {
  const mentions = event.mentions.slice(0, WATCH_LIMITS.mentionsPerAlert);
  const body: object[] = [
    { type: 'TextBlock', text: event.ruleTitle, isSubtle: true, wrap: true, size: 'Small' },
    {
      type: 'TextBlock',
      text: `${event.sample ? '[Sample] ' : ''}${event.headline}`,
      weight: 'Bolder',
      size: 'Medium',
      wrap: true,
    },
    { type: 'TextBlock', text: describeWindow(event), isSubtle: true, wrap: true, spacing: 'None' },
  ];
  if (event.figures.length > 0)
    body.push({ type: 'FactSet', facts: event.figures.map((f) => ({ title: f.label, value: f.text })) });
  body.push({ type: 'TextBlock', text: event.summary, wrap: true });
  if (mentions.length > 0)
    body.push({
      type: 'TextBlock',
      wrap: true,
      text: mentions
        .map((m) => `- ${m.url ? `[${m.title.replace(/[[\]]/g, '')}](${m.url})` : m.title}`)
        .join('\n'),
    });
  return {
    type: 'message',
    summary: alertSubject(event),
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [
            { type: 'Action.OpenUrl', title: 'See exactly these mentions', url: links.mentions },
            { type: 'Action.OpenUrl', title: 'Open the inbox', url: links.inbox },
            { type: 'Action.OpenUrl', title: 'The rule', url: links.rule },
          ],
        },
      },
    ],
  };
}

/** The generic payload: the event as the API states it, the rule, and absolute links. */
export function jsonPayload(event: AlertEvent, links: AlertLinks, deliveryId: string): object {
  return {
    type: event.sample ? 'alert.sample' : 'alert.fired',
    deliveryId,
    rule: { id: event.ruleId, title: event.ruleTitle, url: links.rule },
    event,
    links,
  };
}

/** The body posted to a webhook of `hook.kind` for one event (raw JSON, as signed). */
export function webhookBody(hook: Webhook, event: AlertEvent, publicUrl: string, deliveryId: string): string {
  const links = alertLinks(publicUrl, event);
  const payload = {
    slack: () => slackPayload(event, links),
    teams: () => teamsPayload(event, links),
    json: () => jsonPayload(event, links, deliveryId),
  }[hook.kind]();
  return JSON.stringify(payload);
}
