/**
 * The journeys' mail sink: a real SMTP server (the `smtp-server` package) that every desk server
 * of an e2e run sends its alert and scheduled-report mail to (SMTP_URL in playwright.config.ts),
 * parsing each message with `mailparser` and keeping it in memory, and a small HTTP endpoint the
 * journeys read what it received from (e2e/mail-sink-client.ts). Both listen on 127.0.0.1 only.
 * Plain SMTP without a login: it offers neither STARTTLS nor AUTH, so nodemailer (the desk's
 * mailer, server/watch/deliver/mailer.ts) sends in the clear on loopback with no option to set.
 *
 *   GET /messages[?to=address]  the messages received (for one envelope recipient), oldest first
 *   GET /                       { received: n } (the readiness probe)
 *
 *   SMTP_PORT=10300 HTTP_PORT=11300 node node_modules/.bin/tsx e2e/mail-sink.ts
 */
import { createServer } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SunkMail } from './mail-sink-client';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports';

const smtpPort = Number(process.env.SMTP_PORT ?? MAIL_SMTP_PORT);
const httpPort = Number(process.env.HTTP_PORT ?? MAIL_HTTP_PORT);
/** The newest messages kept (a whole gate sends a few dozen; the oldest go first beyond this). */
const KEEP = 500;

const received: SunkMail[] = [];
let nextId = 1;

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? '').filter(Boolean),
  );

const smtp = new SMTPServer({
  authOptional: true,
  hideSTARTTLS: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  banner: 'Narrative Desk e2e mail sink',
  logger: false,
  onData(stream, session, callback) {
    const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    simpleParser(stream).then(
      (mail) => {
        received.push({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          envelopeTo,
          from: mail.from?.text ?? '',
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html || '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            size: a.size,
            base64: a.content.toString('base64'),
          })),
        });
        if (received.length > KEEP) received.splice(0, received.length - KEEP);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.on('error', (error) => console.error(`mail sink SMTP: ${error.message}`));
smtp.listen(smtpPort, '127.0.0.1', () => console.log(`mail sink SMTP on 127.0.0.1:${smtpPort}`));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink');
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method !== 'GET') return json(405, { message: 'the mail sink only answers GET' });
  if (url.pathname === '/') return json(200, { received: received.length });
  if (url.pathname !== '/messages') return json(404, { message: 'GET /messages[?to=address]' });
  const to = url.searchParams.get('to')?.toLowerCase();
  return json(
    200,
    to ? received.filter((m) => [...m.envelopeTo, ...m.to].some((a) => a.toLowerCase() === to)) : received,
  );
});
http.listen(httpPort, '127.0.0.1', () => console.log(`mail sink HTTP on http://127.0.0.1:${httpPort}`));

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
