import { constants } from 'node:zlib';

/**
 * How API answers are compressed, wherever that happens: @fastify/compress on the main thread
 * (server/http/compression.ts), or a read thread that shapes its own answer (server/reads/answer.ts).
 * Brotli at quality 4: close to gzip's speed with smaller output; 11 would cost ~50× the CPU.
 */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof COMPRESSION_ENCODINGS)[number];
/** Bodies under this many bytes are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };

/**
 * The encoding to answer in for an Accept-Encoding header: br, else gzip, when accepted with a
 * non-zero q (`*` accepts both); none otherwise, or when the client asked for no compression.
 */
export function negotiateEncoding(accept: string | undefined, noCompression = false): Encoding | undefined {
  if (!accept || noCompression) return undefined;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  const accepted = (e: string) => {
    const v = q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*');
    return v !== undefined && v > 0;
  };
  return COMPRESSION_ENCODINGS.find(accepted);
}
