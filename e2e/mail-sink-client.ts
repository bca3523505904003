import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_SINK_URL } from './ports';

/** One message the mail sink (e2e/mail-sink.ts) received, as its HTTP endpoint lists it. */
export interface SunkMail {
  id: number;
  receivedAt: string;
  /** The SMTP envelope's recipients (what the desk's mailer addressed, Bcc included). */
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; base64: string }[];
}

/** What a journey looks for: its own recipient (unique to the run) and words of the subject. */
export interface MailMatch {
  to: string;
  subject?: string | RegExp;
}

const matches = (mail: SunkMail, m: MailMatch) =>
  m.subject === undefined ||
  (typeof m.subject === 'string' ? mail.subject.includes(m.subject) : m.subject.test(mail.subject));

/** The messages the sink holds for `to`, oldest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<SunkMail[]> {
  const res = await request.get(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `mail sink: ${res.status()}`).toBe(true);
  return (await res.json()) as SunkMail[];
}

/**
 * Waits until the sink has received a message matching `m` (the desk's engine delivers on its own
 * tick, and a busy machine may take a while), and answers the first such message.
 */
export async function receivedMail(
  request: APIRequestContext,
  m: MailMatch,
  timeout = 120_000,
): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, m.to)).find((mail) => matches(mail, m));
        return found !== undefined;
      },
      {
        message: `a mail to ${m.to}${m.subject ? ` with “${String(m.subject)}” in its subject` : ''}`,
        timeout,
      },
    )
    .toBe(true);
  return found!;
}

/** The attachment whose file name ends with `.ext`, as bytes. */
export function attachment(mail: SunkMail, ext: string): Buffer {
  const file = mail.attachments.find((a) => a.filename.toLowerCase().endsWith(`.${ext}`));
  expect(
    file,
    `an attachment .${ext} among ${mail.attachments.map((a) => a.filename).join(', ')}`,
  ).toBeTruthy();
  return Buffer.from(file!.base64, 'base64');
}
