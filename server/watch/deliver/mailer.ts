import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../context';

export const DEFAULT_MAIL_FROM = 'Narrative Desk <desk@localhost>';

/** How long one SMTP conversation step may take (connect, greeting, each reply). */
const SMTP_STEP_MS = 10_000;

/**
 * The watch's mailer over SMTP_URL (`smtp://user:pass@host:587` or `smtps://…:465`; credentials in
 * the URL, percent-encoded), sending as MAIL_FROM. Null when SMTP_URL is unset: email deliveries
 * then fail with "SMTP_URL is not set" in their log. A URL of another scheme is refused at start.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv): Mailer | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://user:pass@host:587 or smtps://…)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol}//)`);
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_STEP_MS,
    greetingTimeout: SMTP_STEP_MS,
    socketTimeout: SMTP_STEP_MS,
  });
  return {
    async send(m: MailMessage) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
  };
}
