import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ReadQueueFullError, ReadTimeoutError } from '../reads';
import { ApiHttpError, errorBody, fromDomainError, retryLater, type ServerErrorCode } from './errors';
import { BARE_SECURITY_HEADERS } from './security-headers';

/**
 * Every error, wherever it arises, is answered in the documented body
 * `{ error: { status, code, message, param? } }`: route and data-layer errors, Fastify's own
 * (malformed JSON, body too large, bad URL encoding), unknown routes and methods, and the
 * answers Node writes before Fastify sees a request (oversized headers, timeouts).
 */

/** Fastify's own 4xx by status: the code and what to tell the client when its message is terse. */
const FRAMEWORK: Record<number, ServerErrorCode> = {
  400: 'invalid_body',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'payload_too_large',
  415: 'invalid_body',
  431: 'payload_too_large',
};

/** Maps anything thrown to the answer; undefined for a real server fault (500). */
export function toApiError(err: unknown): ApiHttpError | undefined {
  if (err instanceof ApiHttpError) return err;
  const domain = fromDomainError(err);
  if (domain) return domain;
  if (err instanceof ReadTimeoutError)
    return retryLater(503, 'unavailable', err.message, err.retryAfterS * 1000);
  if (err instanceof ReadQueueFullError)
    return retryLater(503, 'unavailable', err.message, err.retryAfterS * 1000);
  const e = err as Partial<FastifyError>;
  const status = e.statusCode;
  if (status === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new ApiHttpError(413, 'payload_too_large', 'the request body is too large');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiHttpError(status, FRAMEWORK[status] ?? 'invalid_body', e.message ?? 'invalid request');
  }
  return undefined;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, _req, reply) => {
    const api = toApiError(err);
    if (!api) {
      app.log.error(err);
      return reply.code(500).send(errorBody(500, 'internal', 'internal error'));
    }
    return reply
      .code(api.status)
      .headers(api.headers)
      .send(errorBody(api.status, api.code, api.message, api.param));
  });
}

/** Errors the router raises before a route is chosen (bad %-encoding, an over-long path id). */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
) => {
  const [status, code, message] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? ([404, 'not_found', 'not found'] as const)
      : ([400, 'invalid_parameter', `malformed URL: ${err.message}`] as const);
  void reply
    .code(status)
    .headers(BARE_SECURITY_HEADERS)
    .send(errorBody(status, code, message));
};

/**
 * Requests Node's parser rejects or times out: answered on the raw socket, then closed (the
 * default handlers answer in their own bodies, or not at all).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ([408, 'request_timeout', 'the request was not received in time'] as const)
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'payload_too_large', `the URL and headers exceed ${MAX_HEADER_BYTES / 1024} KiB`] as const)
        : ([400, 'invalid_body', 'malformed HTTP request'] as const);
  answerOnSocket(socket, status, code, message);
}

/** Writes a whole error answer on a raw socket, then closes it. */
export function answerOnSocket(
  socket: Duplex,
  status: number,
  code: ServerErrorCode,
  message: string,
  extra: Record<string, string> = {},
): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify(errorBody(status, code, message));
  const headers = {
    ...BARE_SECURITY_HEADERS,
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/**
 * `CONNECT` (a request to open a tunnel): Node hands such requests to a 'connect' listener and,
 * without one, resets the socket. This server is no proxy: a 405 in the documented body.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    answerOnSocket(socket, 405, 'method_not_allowed', 'CONNECT is not allowed: this server is not a proxy', {
      Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    }),
  );
}

/** Room for an ordinary filter of a thousand `domains[]` values in the URL; more is a 431. */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * The API's catch-all: a path that exists with other methods is a 405 naming them (Allow), any
 * other a 404. Route patterns are collected as they are registered.
 */
export function apiFallback(app: FastifyInstance): void {
  const routes: { re: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (r) => {
    if (r.url.includes('*')) return;
    const re = new RegExp(
      `^${r.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`,
    );
    const methods = [r.method].flat();
    const known = routes.find((x) => x.re.source === re.source);
    if (known) known.methods.push(...methods);
    else routes.push({ re, methods });
  });
  app.all('/*', async (req) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((r) => r.re.test(path)).flatMap((r) => r.methods))];
    // No route, or one the router refused for this path (a parameter over its length limit).
    if (allowed.length === 0 || allowed.includes(req.method))
      throw new ApiHttpError(404, 'not_found', 'no such endpoint');
    const message = `${req.method} is not allowed here; use ${allowed.join(' or ')}`;
    throw new ApiHttpError(405, 'method_not_allowed', message, undefined, { Allow: allowed.join(', ') });
  });
}
