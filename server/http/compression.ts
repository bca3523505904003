import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers on the fly (API JSON, the page shell, proxied bodies that came uncompressed)
 * with brotli or gzip as the client accepts. Built assets are not compressed here: they are
 * compressed once at build (scripts/precompress.mjs) and sent as their `.br`/`.gz` siblings by
 * @fastify/static, which sets Content-Encoding itself, so this plugin leaves them alone.
 * Brotli at quality 4: close to gzip's speed with smaller output; 11 would cost ~50× the CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Answers only: request bodies pass as they came (the proxy forwards them untouched).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
