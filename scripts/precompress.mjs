#!/usr/bin/env node
/**
 * After `vite build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9)
 * beside every compressible file in dist/, so the server sends them with no CPU per request
 * (@fastify/static `preCompressed`, server/static.ts). A variant that saves under 10% is not
 * written (the server then sends the file itself). index.html is left out: the server never
 * sends it as a file (it fills in a nonce per response and compresses that on the fly).
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.map',
  '.wasm',
]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of [...files(DIST)]) {
  if (!COMPRESSIBLE.has(extname(path)) || path.includes(`${DIST}/.vite`)) continue;
  const body = readFileSync(path);
  const variants = [
    [
      '.br',
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
  for (const [suffix, packed] of variants) {
    if (body.length >= MIN_BYTES && packed.length < body.length * 0.9) writeFileSync(path + suffix, packed);
    else rmSync(path + suffix, { force: true });
  }
  if (body.length >= MIN_BYTES) {
    count++;
    raw += body.length;
    br += Math.min(body.length, variants[0][1].length);
  }
}
console.log(
  `precompress: ${count} files, ${(raw / 1000).toFixed(1)} kB → ${(br / 1000).toFixed(1)} kB brotli`,
);
