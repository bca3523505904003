import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AlertEvent, AlertRuleInput, ScheduleInput } from '../../../src/api/schemas/alerts';
import type { DeskStore } from '../../desk/db/open';
import type { Clock } from '../clock';
import type { StoredRule, StoredSchedule, WatchContext } from '../context';
import { mailerFromEnv } from './mailer';
import { newRuleRow } from '../rules-rows';
import { testWatchContext } from '../test-context';

/** Tests of the delivery: a movable clock, a real SMTP server and a webhook receiver, in-process. */
export function testClock(
  startIso: string,
): Clock & { set: (iso: string) => void; advance: (ms: number) => void } {
  let now = Date.parse(startIso);
  return { now: () => now, set: (iso) => (now = Date.parse(iso)), advance: (ms) => (now += ms) };
}

/**
 * Waits for a condition (no fixed sleeps): polls every `everyMs` (briefly by default; an HTTP
 * probe polls less often), fails naming what it waited for.
 */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 60_000,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** Recipients refused with `550 mailbox unavailable` while listed. */
  refuse: Set<string>;
  /** Recipients whose RCPT is never answered while listed: the sender hangs there. */
  hold: Set<string>;
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) with a login, parsing what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  const hold = new Set<string>();
  const server = new SMTPServer({
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'desk' && auth.password === 's3cret/pass') cb(null, { user: 'desk' });
      else cb(new Error('invalid login'));
    },
    onRcptTo(address, _session, cb) {
      if (hold.has(address.address)) return;
      if (!refuse.has(address.address)) return cb();
      const err = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
      cb(err);
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          cb();
        })
        .catch(cb);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://desk:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}`,
    received,
    refuse,
    hold,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Hit {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver on 127.0.0.1; `respond` decides each answer (status, or 'hang'). */
export async function startReceiver(respond: (hit: Hit) => number | 'hang' = () => 200) {
  const hits: Hit[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      const answer = respond(hit);
      if (answer === 'hang') hanging.push(res);
      else res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function watchContext(store: DeskStore, clock: Clock, o: Partial<WatchContext> = {}): WatchContext {
  return testWatchContext(store, {
    clock,
    instanceId: 'test-1',
    publicUrl: 'https://desk.example.org',
    ...o,
  });
}

export const mailerFor = (smtp: TestSmtp) =>
  mailerFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk Tests <tests@example.org>' });

const baseRule: AlertRuleInput = {
  title: 'Acme <spike> watch',
  workspaceId: 3,
  viewId: null,
  filters: {},
  condition: { kind: 'volume', threshold: 100, period: 'day' },
  recipients: ['ana@example.org'],
  channels: ['inbox', 'email'],
  webhooks: [],
  quietMinutes: 0,
  zone: 'Europe/London',
  paused: false,
  snoozedUntil: null,
  visibility: 'team',
};

/** An alert_rules row inserted directly (the rule code is another helper's). */
export async function insertRule(
  store: DeskStore,
  input: Partial<AlertRuleInput> = {},
  owner = 'u-1',
): Promise<StoredRule> {
  const body = { ...baseRule, ...input };
  const row = newRuleRow(body, { id: owner, name: 'Ana' }, '2026-11-01T00:00:00.000Z', {
    id: randomUUID(),
    version: 1,
    nextEvalAt: null,
  });
  await store.db.insertInto('alert_rules').values(row).execute();
  return { ...row, input: body };
}

/** An event of the rule, as the evaluator would store it. */
export async function insertEvent(
  store: DeskStore,
  rule: StoredRule,
  firedAt: string,
  o: Partial<AlertEvent> = {},
): Promise<AlertEvent> {
  const event: AlertEvent = {
    id: randomUUID(),
    ruleId: rule.id,
    ruleTitle: rule.input.title,
    workspaceId: rule.workspace_id,
    kind: 'volume',
    firedAt,
    from: '2026-11-12T00:00:00.000Z',
    to: '2026-11-13T00:00:00.000Z',
    zone: 'Europe/London',
    headline: 'Volume: 412 mentions on 12 Nov, over the threshold of 100',
    summary: 'Mentions rose to 412 on 12 Nov, 3.4 times the usual 120 & mostly from news sites.',
    figures: [
      { label: 'Mentions', value: 412, text: '412' },
      { label: 'Usual', value: 120, text: '120' },
    ],
    mentionsPath:
      '/w/3/mentions?from=2026-11-12T00%3A00%3A00.000Z&to=2026-11-13T00%3A00%3A00.000Z&tz=Europe%2FLondon',
    mentions: Array.from({ length: 7 }, (_, i) => ({
      id: `m${i}`,
      title: `Story <${i}>`,
      url: `https://news.example.com/${i}`,
      published: '2026-11-12T10:00:00.000Z',
    })),
    sample: false,
    ...o,
  };
  await store.db
    .insertInto('alert_events')
    .values({
      id: event.id,
      rule_id: rule.id,
      dedupe_key: `${rule.id}:${event.from}:${randomUUID()}`,
      workspace_id: rule.workspace_id,
      fired_at: firedAt,
      sample: 0,
      body: JSON.stringify(event),
    })
    .execute();
  return event;
}

/** A report artefact, its schedule and one run with stored files (base64, as D stores them). */
export async function insertRun(
  store: DeskStore,
  files: Record<string, Buffer>,
  recipients = ['ana@example.org'],
) {
  const reportId = randomUUID();
  const at = '2026-11-23T08:00:00.000Z';
  await store.db
    .insertInto('artefacts')
    .values({
      id: reportId,
      kind: 'report',
      title: 'Weekly brand report',
      owner_id: 'u-1',
      owner_name: 'Ana',
      visibility: 'team',
      workspace_ids: '[3]',
      workspace_count: 1,
      body: '{}',
      version: 1,
      created_at: at,
      created_by_id: 'u-1',
      created_by_name: 'Ana',
      updated_at: at,
      updated_by_id: 'u-1',
      updated_by_name: 'Ana',
      client_key: null,
    })
    .execute();
  const input: ScheduleInput = {
    reportId,
    title: 'Weekly brand report',
    cadence: { kind: 'weekly', weekday: 1, time: '08:00' },
    zone: 'Europe/London',
    window: 'last_week',
    formats: ['pdf'],
    recipients,
    paused: false,
  };
  const schedule: StoredSchedule = {
    id: randomUUID(),
    report_id: reportId,
    owner_id: 'u-1',
    owner_name: 'Ana',
    body: JSON.stringify(input),
    version: 1,
    created_at: at,
    updated_at: at,
    next_run_at: null,
    lease_owner: null,
    lease_until: null,
    last_run_at: null,
    input,
  };
  const { input: _omit, ...scheduleRow } = schedule;
  await store.db.insertInto('report_schedules').values(scheduleRow).execute();
  const runId = randomUUID();
  await store.db
    .insertInto('schedule_runs')
    .values({
      id: runId,
      schedule_id: schedule.id,
      slot: at,
      from_at: '2026-11-16T00:00:00.000Z',
      to_at: '2026-11-23T00:00:00.000Z',
      zone: 'Europe/London',
      status: 'sent',
      error: null,
      created_at: at,
    })
    .execute();
  for (const [format, content] of Object.entries(files))
    await store.db
      .insertInto('run_files')
      .values({ run_id: runId, format, bytes: content.length, content: content.toString('base64') })
      .execute();
  return { schedule, runId };
}
