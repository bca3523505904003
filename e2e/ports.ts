/**
 * Ports of one e2e run, all derived from E2E_PORT so parallel runs on one machine never share a
 * server: the reference server itself, and for the real-service journey a replay of the public
 * reference (the upstream) and the reference server in proxy mode in front of it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const REPLAY_PORT = E2E_PORT + 2000;
export const PROXY_PORT = E2E_PORT + 1000;
export const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
