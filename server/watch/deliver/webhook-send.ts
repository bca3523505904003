import { createHmac } from 'node:crypto';
import type { Webhook } from '../../../src/api/schemas/alerts';
import { DeliveryError, describeTimeout } from './errors';

export const SIGNATURE_HEADER = 'X-Narrative-Desk-Signature';
export const TIMESTAMP_HEADER = 'X-Narrative-Desk-Timestamp';
export const DELIVERY_HEADER = 'X-Narrative-Desk-Delivery';

/**
 * `sha256=<hex>`: HMAC-SHA256 with the webhook's secret over `${timestamp}.${rawBody}`, the
 * timestamp being the X-Narrative-Desk-Timestamp header (Unix seconds). A receiver recomputes it
 * over the bytes it received and refuses an old timestamp (replays).
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Posts one payload; throws a DeliveryError in words (the answer's status, the refusal, the timeout). */
export async function postWebhook(
  hook: Webhook,
  body: string,
  o: { deliveryId: string; nowMs: number; timeoutMs: number },
): Promise<void> {
  const timestamp = String(Math.floor(o.nowMs / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'NarrativeDesk-Webhook/1',
    [TIMESTAMP_HEADER]: timestamp,
    [DELIVERY_HEADER]: o.deliveryId,
  };
  if (hook.secret) headers[SIGNATURE_HEADER] = signWebhook(hook.secret, timestamp, body);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), o.timeoutMs);
  let status: number;
  try {
    const res = await fetch(hook.url, {
      method: 'POST',
      headers,
      body,
      signal: controller.signal,
      redirect: 'error',
    });
    status = res.status;
    await res.body?.cancel().catch(() => undefined);
  } catch (err) {
    if (controller.signal.aborted) throw new DeliveryError(describeTimeout(o.timeoutMs));
    throw new DeliveryError(describeFetchFailure(err, new URL(hook.url).host));
  } finally {
    clearTimeout(timer);
  }
  if (status >= 200 && status < 300) return;
  // A 4xx other than 408/429 will not get better by retrying (a removed or mistyped hook).
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new DeliveryError(`webhook answered ${status}`, permanent);
}

function describeFetchFailure(err: unknown, host: string): string {
  const cause = (err as { cause?: { code?: string } })?.cause;
  const code = cause?.code ?? (err as { code?: string })?.code;
  if (code === 'ECONNREFUSED') return `webhook refused the connection (${host})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `webhook host not found (${host})`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return `webhook closed the connection (${host})`;
  if (code && /CERT|TLS|SSL/.test(code)) return `webhook TLS failed (${host}: ${code})`;
  return `webhook request failed (${host}${code ? `: ${code}` : ''})`;
}
