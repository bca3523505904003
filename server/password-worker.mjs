// A password-hashing thread (server/password-lane.ts): scrypt, synchronously, one job at a time.
// Plain JavaScript (no loader needed), and nothing but the key derivation: parsing and comparing
// stored hashes stays in server/auth.ts.
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, password, salt, length, params }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), length, params);
    parentPort.postMessage({ id, ok: true, key });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage('ready');
