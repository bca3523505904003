/**
 * Ports of one e2e run, all derived from E2E_PORT so parallel runs on one machine never share a
 * server: the reference server itself, and for the real-service journey a replay of the public
 * reference (the upstream) and the reference server in proxy mode in front of it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
/**
 * The journeys run on two workers at once (playwright.config.ts), each against a reference server
 * and database of its own, so no journey's writes reach another's reads: the first worker's on
 * E2E_PORT, the second's on E2E_PORT + 500.
 */
export const DESK_PORTS = [E2E_PORT, E2E_PORT + 500] as const;
/**
 * The reference server of a worker slot (Playwright's parallelIndex, kept by a worker that replaces
 * a failed one): one server per slot, so a server only ever has one journey at a time.
 */
export function deskServerUrl(parallelIndex: number): string {
  const port = DESK_PORTS[parallelIndex];
  if (port === undefined)
    throw new Error(
      `The journeys run on at most ${DESK_PORTS.length} workers (one server each; e2e/ports.ts)`,
    );
  return `http://127.0.0.1:${port}`;
}
/** The database a reference server on `port` runs on in an e2e run. */
export const e2eDbPath = (port: number): string => (port === 8788 ? 'data/e2e.db' : `data/e2e-${port}.db`);
export const REPLAY_PORT = E2E_PORT + 2000;
export const PROXY_PORT = E2E_PORT + 1000;
export const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
/** The desk's store (server/desk) of a server on `port` in an e2e run: a file per server, made afresh. */
export const e2eDeskDbPath = (port: number): string => `data/e2e-desk-${port}.db`;
/**
 * The journeys' mail sink (e2e/mail-sink.ts): a real SMTP server every desk server of the run
 * sends its alert and report mail to (SMTP_URL, plain SMTP on loopback), and the HTTP endpoint the
 * journeys read what it received from.
 */
export const MAIL_SMTP_PORT = E2E_PORT + 1500;
export const MAIL_HTTP_PORT = E2E_PORT + 2500;
export const MAIL_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
