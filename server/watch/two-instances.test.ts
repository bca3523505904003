import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlertRuleSchema,
  DeliveryListSchema,
  InboxPageSchema,
  ScheduleRunListSchema,
  ScheduleSchema,
  type AlertEvent,
  type AlertRuleInput,
} from '../../src/api/schemas/alerts';
import { DESK_BASE } from '../../src/api/schemas/desk';
import { freshPgDatabase } from '../desk/test-pg';
import { ENGINES } from '../desk/test-support';
import { SERVER_START_MS } from '../test/budgets';
import { signInAs } from '../test/server-process';
import { signWebhook } from './deliver';
import { startReceiver, startSmtp, until, type TestSmtp } from './deliver/test-kit';
import {
  call,
  instanceOf,
  moreTicks,
  newMentionRule,
  pushMentions,
  quietServiceWorkspace,
  startInstances,
  type Instances,
} from './two-instances-kit';

/**
 * Two real server processes on one PostgreSQL send every alert and every scheduled report once
 * (docs/alerts.md "Two instances"): both tick every 200 ms, so both race for each rule, schedule
 * and delivery claim many times while it is due; each mail, each webhook call and each run must
 * still happen once, and keep happening once for several more ticks of both.
 */
const RUN = Date.now().toString(36);
const SECRET = 'two-instances-webhook-secret';
/** The slot is at most 90 s ahead and the rule's second look a minute after its first (it fires
 * then); Chromium renders the report on a busy machine: generous, since it only ends a hang. */
const DELIVERED_MS = 420_000;
/** Ticks of each instance after everything arrived, during which nothing more may be sent. */
const MORE_TICKS = 10;
/**
 * The alert's recipients: many, so that the claims of its deliveries take a while and the other
 * instance's tick often falls among them (a claim that was not exclusive would then send twice).
 * The deterministic races are in-process: engine.test.ts, deliver/webhooks.test.ts, schedules/run.test.ts.
 */
const READERS = Array.from({ length: 20 }, (_, i) => `reader${String(i + 1).padStart(2, '0')}@example.org`);

const pgOn = ENGINES.includes('postgres');

describe.skipIf(!pgOn)('two watch instances on one PostgreSQL', () => {
  let dir: string;
  let smtp: TestSmtp;
  let hook: Awaited<ReturnType<typeof startReceiver>>;
  let store: Awaited<ReturnType<typeof freshPgDatabase>>;
  let up: Instances;
  let token: string;
  /** The first test's workspace and rule (the second pauses it, to keep its mail apart). */
  let first: { ws: number; rule: string; pause: AlertRuleInput } | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nd-two-instances-'));
    smtp = await startSmtp();
    hook = await startReceiver();
    store = await freshPgDatabase();
    up = await startInstances({ dir, databaseUrl: store.url, smtpUrl: smtp.url });
  }, 3 * SERVER_START_MS);
  afterAll(async () => {
    await up?.stop();
    await smtp?.close();
    await hook?.close();
    await store?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

  it('sends an alert’s mails and webhook call and a scheduled report’s mails once, whichever instance claims them', async () => {
    const { service, a, b } = up;
    token = await signInAs(service.base);
    // Before either instance first sees this token: they trust its workspace list for a minute.
    const ws = await quietServiceWorkspace(service.base, token, `Two instances ${RUN}`);

    // The rule through a, the report and its schedule through b: one desk.
    const hooks = [{ kind: 'json' as const, url: `${hook.base}/twin`, secret: SECRET }];
    const rule = AlertRuleSchema.parse(
      await call(
        a.base,
        token,
        'POST',
        `${DESK_BASE}/alerts`,
        newMentionRule(ws, `Twin alert ${RUN}`, READERS, hooks),
      ),
    );
    first = { ws, rule: rule.id, pause: newMentionRule(ws, rule.title, rule.recipients, hooks, true) };
    const report = (await call(b.base, token, 'POST', `${DESK_BASE}/artefacts`, {
      kind: 'report',
      title: `Twin report ${RUN}`,
      workspaceIds: [ws],
      visibility: 'team',
      body: {},
    })) as { id: string };
    // Due within 30 to 90 s: the next whole minute at least 30 s away, daily, in UTC.
    const slot = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    const schedule = ScheduleSchema.parse(
      await call(b.base, token, 'POST', `${DESK_BASE}/schedules`, {
        reportId: report.id,
        title: `Twin report ${RUN}`,
        cadence: { kind: 'daily', time: new Date(slot).toISOString().slice(11, 16) },
        zone: 'UTC',
        window: 'last_day',
        formats: ['pdf'],
        recipients: ['ana@example.org', 'cy@example.org'],
        paused: false,
      }),
    );
    expect(schedule.nextRunAt).toBe(new Date(slot).toISOString());

    // Published now, after the rule was made: its next look (a minute after its first) counts them.
    expect(Date.now()).toBeGreaterThan(Date.parse(rule.createdAt));
    await pushMentions(service.base, token, 2, RUN);

    const alertMails = () => smtp.received.filter((m) => m.subject?.startsWith(`${rule.title}:`));
    const reportMails = () => smtp.received.filter((m) => m.subject?.startsWith(`${schedule.title}:`));
    await until(
      'the alert’s mails and webhook call, and the report’s two mails',
      () =>
        (alertMails().length >= READERS.length && reportMails().length >= 2 && hook.hits.length >= 1) ||
        undefined,
      DELIVERED_MS,
      100,
    );
    // Both engines keep ticking (and racing) a while longer: nothing more may be sent.
    await moreTicks([a, b], MORE_TICKS, 120_000);

    expect(alertMails().map(to).sort()).toEqual(READERS);
    expect(reportMails().map(to).sort()).toEqual(['ana@example.org', 'cy@example.org']);
    expect(hook.hits).toHaveLength(1);
    const hit = hook.hits[0]!;
    const ts = String(hit.headers['x-narrative-desk-timestamp']);
    expect(hit.headers['x-narrative-desk-signature']).toBe(signWebhook(SECRET, ts, hit.body));
    const payload = JSON.parse(hit.body) as { type: string; deliveryId: string; event: AlertEvent };
    expect(payload).toMatchObject({ type: 'alert.fired', event: { ruleId: rule.id, kind: 'new_mention' } });
    expect(payload.event.figures[0]).toMatchObject({ label: 'Mentions', value: 2 });
    expect(payload.event.mentions.map((m) => m.title).sort()).toEqual(
      [0, 1].map((i) => `Solar grid expansion hits a record ${RUN} ${i}`),
    );

    const [run, ...more] = ScheduleRunListSchema.parse(
      await call(a.base, token, 'GET', `${DESK_BASE}/schedules/${schedule.id}/runs`),
    ).items;
    expect(more).toEqual([]);
    // last_day in UTC: the day before the slot's day.
    const midnight = Math.floor(slot / 86_400_000) * 86_400_000;
    expect(run).toMatchObject({
      slot: new Date(slot).toISOString(),
      from: new Date(midnight - 86_400_000).toISOString(),
      to: new Date(midnight).toISOString(),
      status: 'sent',
      files: [{ format: 'pdf' }],
    });
    for (const mail of reportMails()) {
      const file = mail.attachments[0]?.content.toString('utf8') ?? '';
      expect(file).toContain(
        `stand-in pdf /render/report/${report.id}?from=${encodeURIComponent(run!.from)}`,
      );
    }

    // Each instance's delivery log and inbox say the same: one delivery per destination, sent at
    // the first attempt; one event.
    const hookHost = new URL(hook.base).host;
    for (const instance of [a, b]) {
      const alertLog = DeliveryListSchema.parse(
        await call(instance.base, token, 'GET', `${DESK_BASE}/alerts/${rule.id}/deliveries`),
      ).items;
      expect(alertLog.map((d) => [d.destination, d.status, d.attempts]).sort()).toEqual([
        [`json · ${hookHost}`, 'sent', 1],
        ...READERS.map((r) => [r, 'sent', 1]),
      ]);
      expect(alertLog.find((d) => d.channel === 'webhook')?.id).toBe(payload.deliveryId);
      const reportLog = DeliveryListSchema.parse(
        await call(instance.base, token, 'GET', `${DESK_BASE}/schedules/${schedule.id}/deliveries`),
      ).items;
      expect(reportLog.map((d) => [d.destination, d.status, d.attempts, d.runId]).sort()).toEqual([
        ['ana@example.org', 'sent', 1, run!.id],
        ['cy@example.org', 'sent', 1, run!.id],
      ]);
      const inbox = InboxPageSchema.parse(await call(instance.base, token, 'GET', `${DESK_BASE}/inbox`));
      expect(inbox.items.filter((i) => i.event.ruleId === rule.id).map((i) => i.event.id)).toEqual([
        payload.event.id,
      ]);
    }
  }, 600_000);

  it('when the instance sending a mail dies, the other sends it once after the claim lapses', async () => {
    if (!first) throw new Error('needs the first test’s workspace and rule');
    const { service, a, b } = up;
    // The first rule stays quiet from here on (its mail is counted above).
    await call(a.base, token, 'PUT', `${DESK_BASE}/alerts/${first.rule}`, first.pause, { 'if-match': '"1"' });
    const HELD = 'held@example.org';
    smtp.hold.add(HELD);
    const rule = AlertRuleSchema.parse(
      await call(
        b.base,
        token,
        'POST',
        `${DESK_BASE}/alerts`,
        newMentionRule(first.ws, `Failover ${RUN}`, [HELD]),
      ),
    );
    await pushMentions(service.base, token, 1, `${RUN}-failover`);

    // The instance that claims the mail hangs at the SMTP server's RCPT: kill it there (before its
    // own 10 s send timeout), as a crash in the middle of a send.
    const db = new pg.Client({ connectionString: store.url });
    await db.connect();
    const claim = await until(
      'an instance claiming the held mail',
      async () =>
        (
          await db.query<{ lease_owner: string; lease_until: string }>(
            "SELECT lease_owner, lease_until FROM deliveries WHERE rule_id = $1 AND status = 'sending'",
            [rule.id],
          )
        ).rows[0],
      DELIVERED_MS,
      50,
    ).finally(() => db.end());
    const victim = instanceOf(claim.lease_owner, [a, b]);
    const survivor = victim === a ? b : a;
    const gone = new Promise((r) => victim.child.once('exit', r));
    victim.child.kill('SIGKILL');
    await gone;
    smtp.hold.delete(HELD);

    // The claim lapses (the send timeout and a minute); the survivor takes the mail over and sends it.
    const held = () => smtp.received.filter((m) => m.subject?.startsWith(`${rule.title}:`));
    await until(
      'the survivor sending the held mail',
      () => (held().length > 0 ? true : undefined),
      300_000,
      100,
    );
    await moreTicks([survivor], MORE_TICKS, 120_000);
    expect(held().map(to)).toEqual([HELD]);
    const log = DeliveryListSchema.parse(
      await call(survivor.base, token, 'GET', `${DESK_BASE}/alerts/${rule.id}/deliveries`),
    ).items;
    // Two claims (the dead instance's and the survivor's, once the first had lapsed), one mail.
    expect(log.map((d) => [d.destination, d.status, d.attempts, d.lastError])).toEqual([
      [HELD, 'sent', 2, null],
    ]);
    expect(Date.parse(log[0]!.sentAt!)).toBeGreaterThan(Date.parse(claim.lease_until));
    const inbox = InboxPageSchema.parse(await call(survivor.base, token, 'GET', `${DESK_BASE}/inbox`));
    expect(inbox.items.filter((i) => i.event.ruleId === rule.id)).toHaveLength(1);
  }, 600_000);
});
