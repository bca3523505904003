/**
 * The server's per-response style nonce (index.html's csp-nonce meta): every <style> the app
 * writes (Mantine's, the print layout's page rule) carries it, or the Content-Security-Policy
 * blocks it. Undefined under `npm run dev`, which sends no policy.
 */
export function styleNonce(): string | undefined {
  return globalThis.document?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
