import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { WATCH_LIMITS } from '../../../src/api/schemas/alerts';
import type { DeskStore } from '../../desk/db/open';
import { ENGINES, openTestStore } from '../../desk/test-support';
import { enqueueAlertDeliveries, enqueueRunDeliveries, mailerFromEnv, runDueDeliveries } from './index';
import {
  insertEvent,
  insertRule,
  insertRun,
  mailerFor,
  startSmtp,
  testClock,
  watchContext,
  type TestSmtp,
} from './test-kit';

const T0 = '2026-11-13T09:00:00.000Z';

describe('mailerFromEnv', () => {
  it('is null without SMTP_URL and refuses another scheme', () => {
    expect(mailerFromEnv({})).toBeNull();
    expect(mailerFromEnv({ SMTP_URL: '  ' })).toBeNull();
    expect(() => mailerFromEnv({ SMTP_URL: 'http://mail.example.org' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(mailerFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.org:465' })).not.toBeNull();
  });
});

describe.each(ENGINES)('email delivery (%s)', (engine) => {
  let store: DeskStore;
  let drop: () => Promise<void>;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ store, drop } = await openTestStore(engine));
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await store.close();
    await drop();
  });
  const rowsOf = (ruleId: string) =>
    store.db
      .selectFrom('deliveries')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .orderBy('destination')
      .execute();

  it('mails the alert to each recipient once: subject, figures, summary, five mentions, links, HTML and text', async () => {
    const clock = testClock(T0);
    const ctx = watchContext(store, clock, { mailer: mailerFor(smtp) });
    const rule = await insertRule(store, { recipients: ['ana@example.org', 'bob@example.org'] });
    const event = await insertEvent(store, rule, T0);
    smtp.received.length = 0;
    await enqueueAlertDeliveries(store.db, rule, event, T0);
    await enqueueAlertDeliveries(store.db, rule, event, T0); // de-duplicated
    expect(await runDueDeliveries(ctx)).toBe(2);
    expect(await runDueDeliveries(ctx)).toBe(0);

    expect(smtp.received.map((m) => m.to && !Array.isArray(m.to) && m.to.text).sort()).toEqual([
      'ana@example.org',
      'bob@example.org',
    ]);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(`Acme <spike> watch: ${event.headline}`);
    expect(mail.from?.text).toBe('"Desk Tests" <tests@example.org>');
    const mentionsUrl = `https://desk.example.org${event.mentionsPath}`;
    const text = mail.text ?? '';
    expect(text).toContain('Mentions: 412');
    expect(text).toContain('Usual: 120');
    expect(text).toContain(event.summary);
    expect(text).toContain('12 Nov 2026 (Europe/London)');
    expect(text).toContain(`See exactly these mentions: ${mentionsUrl}`);
    expect(text).toContain('Inbox: https://desk.example.org/inbox');
    expect(text).toContain(`https://desk.example.org/alerts?rule=${rule.id}`);
    for (let i = 0; i < 7; i++) expect(text.includes(`Story <${i}>`)).toBe(i < WATCH_LIMITS.mentionsPerAlert);

    const html = String(mail.html);
    expect(html).toContain('Acme &lt;spike&gt; watch');
    expect(html).not.toContain('<spike>');
    expect(html).toContain('3.4 times the usual 120 &amp; mostly');
    expect(html).toContain(`href="${mentionsUrl.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('href="https://news.example.com/4"');
    expect(html).not.toContain('https://news.example.com/5');
    expect(html).toMatch(/>412<\/td>/);

    const rows = await rowsOf(rule.id);
    expect(rows.map((r) => [r.destination, r.status, r.attempts, r.last_error, r.sent_at])).toEqual([
      ['ana@example.org', 'sent', 1, null, T0],
      ['bob@example.org', 'sent', 1, null, T0],
    ]);
  });

  it('records a refused mailbox in words and stops; other recipients are sent', async () => {
    const ctx = watchContext(store, testClock(T0), { mailer: mailerFor(smtp) });
    const rule = await insertRule(store, { recipients: ['gone@example.org', 'ana@example.org'] });
    smtp.refuse.add('gone@example.org');
    await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
    expect(await runDueDeliveries(ctx)).toBe(2);
    const [ana, gone] = await rowsOf(rule.id);
    expect(ana).toMatchObject({ status: 'sent' });
    expect(gone).toMatchObject({ status: 'failed', next_attempt_at: null, attempts: 1 });
    expect(gone!.last_error).toMatch(/^SMTP 550 .*mailbox unavailable/);
  });

  it('without SMTP_URL an email fails saying so, never silently', async () => {
    const ctx = watchContext(store, testClock(T0), { mailer: null });
    const rule = await insertRule(store);
    await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
    expect(await runDueDeliveries(ctx)).toBe(1);
    const [row] = await rowsOf(rule.id);
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(row!.last_error).toMatch(/^SMTP_URL is not set/);
  });

  it(`emails at most ${WATCH_LIMITS.emailsPerRuleHour} alerts per rule per hour, naming the limit`, async () => {
    const clock = testClock(T0);
    const rule = await insertRule(store, {
      channels: ['inbox', 'email', 'webhook'],
      webhooks: [{ kind: 'json', url: 'http://127.0.0.1:9/x' }],
    });
    for (let i = 0; i <= WATCH_LIMITS.emailsPerRuleHour; i++) {
      clock.advance(60_000);
      const at = new Date(clock.now()).toISOString();
      await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, at), at);
    }
    const rows = await rowsOf(rule.id);
    const emails = rows.filter((r) => r.channel === 'email');
    expect(emails.filter((r) => r.status === 'pending')).toHaveLength(WATCH_LIMITS.emailsPerRuleHour);
    const refused = emails.filter((r) => r.status === 'failed');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.last_error).toContain(`emailsPerRuleHour = ${WATCH_LIMITS.emailsPerRuleHour}`);
    // Webhooks are not counted against the email budget.
    expect(rows.filter((r) => r.channel === 'webhook' && r.status === 'pending')).toHaveLength(
      WATCH_LIMITS.emailsPerRuleHour + 1,
    );
    // An hour after the first, one more alert may be emailed.
    clock.advance(40 * 60_000);
    const later = new Date(clock.now()).toISOString();
    await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, later), later);
    const last = (await rowsOf(rule.id)).filter((r) => r.channel === 'email' && r.created_at === later);
    expect(last.map((r) => r.status)).toEqual(['pending']);
  });

  it('mails a report run with its PDF attached (the text opens with pdftotext) and a link to the history', async () => {
    const doc = new jsPDF();
    doc.text('Weekly brand report: 412 mentions', 20, 20);
    const pdf = Buffer.from(doc.output('arraybuffer'));
    const { schedule, runId } = await insertRun(store, { pdf }, [
      'ana@example.org',
      'guest@elsewhere.example',
    ]);
    smtp.received.length = 0;
    await enqueueRunDeliveries(store.db, schedule, runId, T0);
    await enqueueRunDeliveries(store.db, schedule, runId, T0);
    expect(await runDueDeliveries(watchContext(store, testClock(T0), { mailer: mailerFor(smtp) }))).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Weekly brand report: 16 Nov 2026 – 22 Nov 2026 (Europe/London)');
    expect(mail.text).toContain(`https://desk.example.org/open/${schedule.report_id}`);
    expect(String(mail.html)).toContain('Covers 16 Nov 2026 – 22 Nov 2026 (Europe/London).');
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('weekly-brand-report-2026-11-16.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(Buffer.compare(file.content, pdf)).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'nd-mail-'));
    try {
      writeFileSync(join(dir, 'r.pdf'), file.content);
      expect(execFileSync('pdftotext', [join(dir, 'r.pdf'), '-'], { encoding: 'utf8' })).toContain(
        'Weekly brand report: 412 mentions',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const rows = await store.db.selectFrom('deliveries').selectAll().where('run_id', '=', runId).execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.schedule_id === schedule.id)).toBe(true);
  });
});
