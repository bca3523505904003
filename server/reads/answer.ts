import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  AvailableFiltersSchema,
  DistributionResultSchema,
  LocationPageSchema,
  MentionListSchema,
  TimelineResultSchema,
} from '../../src/api/schemas';
import {
  BROTLI_PARAMS,
  COMPRESSION_THRESHOLD,
  negotiateEncoding,
  type Encoding,
} from '../http/compression-policy';

/**
 * A read's answer shaped where it was read: checked with its contract schema, written as JSON and
 * compressed for the client on the read thread, so the main thread only sends bytes. A year's
 * grouped timeline is a 200 kB answer: checking, serialising and compressing it on the main thread
 * cost ≈ 8 ms of the event loop per request, shared by every other request (issue 38).
 */
export const ANSWER_SCHEMAS = {
  AvailableFilters: AvailableFiltersSchema,
  DistributionResult: DistributionResultSchema,
  LocationPage: LocationPageSchema,
  MentionList: MentionListSchema,
  TimelineResult: TimelineResultSchema,
};

export type AnswerSchema = keyof typeof ANSWER_SCHEMAS;

/** How to shape an answer: the schema that checks it, and the encoding the client accepts. */
export interface AnswerSpec {
  schema: AnswerSchema;
  encoding?: Encoding;
  /**
   * Shape only this member of the result (an object) and hand the other members back as they are,
   * in `rest`: a new random pool comes with its first page, the page sent, the pool's ids kept.
   */
  member?: string;
}

/** JSON text, or compressed bytes with their encoding. */
export interface Answer {
  body: string | Uint8Array;
  encoding?: Encoding;
  /** The result's other members, when the spec named one `member`. */
  rest?: Record<string, unknown>;
}

export function shapeAnswer(result: unknown, spec: AnswerSpec): Answer {
  if (spec.member !== undefined) {
    const { [spec.member]: shaped, ...rest } = result as Record<string, unknown>;
    return { ...shapeAnswer(shaped, { schema: spec.schema, encoding: spec.encoding }), rest };
  }
  const json = JSON.stringify(ANSWER_SCHEMAS[spec.schema].parse(result));
  const size = Buffer.byteLength(json);
  if (!spec.encoding || size < COMPRESSION_THRESHOLD) return { body: json };
  const compressed =
    spec.encoding === 'br'
      ? brotliCompressSync(json, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
      : gzipSync(json);
  // Its own ArrayBuffer (a small Buffer may share Node's pool), so it can be transferred.
  return { body: new Uint8Array(compressed), encoding: spec.encoding };
}

/** What a read thread should shape for this request (the encoding as @fastify/compress would pick it). */
export function answerFor(req: FastifyRequest, schema: AnswerSchema): AnswerSpec {
  const encoding = negotiateEncoding(
    req.headers['accept-encoding'],
    req.headers['x-no-compression'] !== undefined,
  );
  return encoding ? { schema, encoding } : { schema };
}

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (typeof answer.body === 'string') return reply.send(answer.body);
  reply.header('Content-Encoding', answer.encoding!);
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Accept-Encoding`);
  return reply.send(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
}
