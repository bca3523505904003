/** A failed send, in words for the delivery log; `permanent` ends the retries. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export const describeTimeout = (ms: number) =>
  `timed out after ${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s`;

/** Nodemailer's failure in words: "SMTP 550 mailbox unavailable", "SMTP server refused the connection". */
export function describeMailError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const e = (err ?? {}) as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof e.responseCode === 'number') {
    const reply = (e.response ?? '').replace(/\s+/g, ' ').trim();
    const said = reply.startsWith(String(e.responseCode)) ? reply : `${e.responseCode} ${reply}`.trim();
    // 5xx is the server's final word (no such mailbox, refused); 4xx asks to try again later.
    return new DeliveryError(`SMTP ${said}`, e.responseCode >= 500);
  }
  const cause = (err as { cause?: { code?: string } })?.cause?.code;
  const code = e.code === 'ESOCKET' || e.code === 'ECONNECTION' ? (cause ?? e.code) : e.code;
  if (e.message?.includes('ECONNREFUSED') || code === 'ECONNREFUSED')
    return new DeliveryError('SMTP server refused the connection');
  if (e.code === 'ETIMEDOUT') return new DeliveryError('SMTP server did not answer in time');
  if (e.code === 'EAUTH') return new DeliveryError(`SMTP login failed: ${e.message ?? 'refused'}`);
  return new DeliveryError(`SMTP failed: ${e.message ?? String(err)}`);
}
