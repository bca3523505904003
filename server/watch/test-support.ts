import { defaultParseSearch } from '@tanstack/react-router';
import type { AlertEvent, AlertRuleInput } from '../../src/api/schemas/alerts';
import { filtersToQuery, MentionFilterSearchSchema } from '../../src/filters/mention-filters-url';
import { toQueryString, type QueryParams } from '../../src/api/client';
import { DESK_BASE } from '../../src/api/schemas/desk';
import type { DeskTestApp } from '../desk/test-support';

/** A clock the tests move by hand (the app's `now` and the watch's read it). */
export const testClock = (start: number) => {
  const c = { t: start, now: () => c.t };
  return c;
};

export const ALERTS = `${DESK_BASE}/alerts`;

export const ruleInput = (workspaceId: number, over: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  title: 'Solar watch',
  workspaceId,
  viewId: null,
  filters: {},
  condition: { kind: 'new_mention' },
  recipients: [],
  channels: ['inbox'],
  webhooks: [],
  quietMinutes: 0,
  zone: 'UTC',
  paused: false,
  snoozedUntil: null,
  visibility: 'private',
  ...over,
});

/** Creates a rule as `user`; returns its id. */
export async function createRule(t: DeskTestApp, user: string, input: AlertRuleInput): Promise<string> {
  const res = await t.call(user, 'POST', ALERTS, { body: input });
  if (res.statusCode !== 201) throw new Error(`create rule: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A workspace of demo's matching the pushed test mentions only ("solar grid expansion"). */
export async function quietWorkspace(t: DeskTestApp, title: string): Promise<number> {
  const res = await t.as('demo', 'POST', '/api/workspaces', {
    title,
    query: '"solar grid expansion"',
    channels: ['news'],
  });
  await t.app.worker.drain();
  return (res.json() as { id: number }).id;
}

let pushed = 0;
/** Pushes `n` mentions through demo's custom channel, published at the given instants. */
export async function pushMentions(
  t: DeskTestApp,
  publishedAt: (i: number) => string,
  n: number,
): Promise<void> {
  const channel = ((await t.as('demo', 'GET', '/api/customChannels')).json() as { id: string }[])[0]?.id;
  for (let start = 0; start < n; start += 100) {
    const mentions = Array.from({ length: Math.min(100, n - start) }, (_, k) => {
      const i = start + k;
      pushed += 1;
      return {
        title: `Solar grid expansion hits a record ${pushed}`,
        text: 'The energy ministry said the grid and the solar farms are growing faster than planned.',
        url: `https://www.m.example-press.org/watch/${pushed}`,
        published: publishedAt(i),
        author: 'Desk',
      };
    });
    const res = await t.as('demo', 'POST', `/api/customChannels/${channel}/mentions`, { mentions });
    if (res.statusCode !== 202) throw new Error(`push: ${res.statusCode} ${res.body}`);
  }
  await t.app.worker.drain();
}

/** The API's own count of the mentions an event's link opens (its filters, window and zone). */
export async function countBehindLink(t: DeskTestApp, user: string, event: AlertEvent): Promise<number> {
  const [path, search = ''] = event.mentionsPath.split('?');
  const parsed = defaultParseSearch(`?${search}`) as Record<string, unknown>;
  const filters = filtersToQuery(MentionFilterSearchSchema.parse(parsed));
  const ws = /^\/w\/(\d+)\/mentions$/.exec(path ?? '')?.[1];
  const q = { ...filters, since: parsed.since, to: parsed.to } as QueryParams;
  const res = await t.as(user, 'GET', `/api/workspaces/${ws}/analytics/timeline${toQueryString(q)}`);
  return (res.json() as { totalCount: number }).totalCount;
}

export const figureOf = (e: AlertEvent, label: string) => e.figures.find((f) => f.label === label)?.value;
