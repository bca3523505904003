import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_PARAMS, COMPRESSION_ENCODINGS, COMPRESSION_THRESHOLD } from './compression-policy';

/**
 * Compresses answers on the fly (API JSON, the page shell, proxied bodies that came uncompressed)
 * with brotli or gzip as the client accepts. Built assets are not compressed here: they are
 * compressed once at build (scripts/precompress.mjs) and sent as their `.br`/`.gz` siblings by
 * @fastify/static, which sets Content-Encoding itself, so this plugin leaves them alone.
 * Answers a read thread already shaped and compressed (server/reads/answer.ts) carry their
 * Content-Encoding and pass untouched. The policy (encodings, quality, threshold) is shared:
 * server/http/compression-policy.ts.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Answers only: request bodies pass as they came (the proxy forwards them untouched).
    globalDecompression: false,
    encodings: [...COMPRESSION_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: BROTLI_PARAMS },
  });
}
