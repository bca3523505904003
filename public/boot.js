// What must happen before the app's modules run. A file of its own (not inline in index.html) so
// that the Content-Security-Policy can allow only the app's own scripts; index.html loads it
// synchronously in <head>.

// 1. Apply the saved color scheme before first paint so dark mode does not flash white.
try {
  var saved = localStorage.getItem('mantine-color-scheme-value') || 'auto';
  var dark = saved === 'dark' || (saved === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // No storage or no matchMedia: Mantine applies its default once it runs.
}

// 2. Zod without its JIT: the policy forbids eval, and zod probes for it with `new Function('')`
// while constructing object schemas at module load (Chromium reports even the caught probe as a
// violation). zod 4 reads its global config from this object, whichever copy of zod loads it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

// 3. The response's style nonce (the server writes it into the csp-nonce meta) for libraries that
// add <style> elements themselves and look for it in this global, the webpack convention
// (react-remove-scroll, which Mantine's modals and drawers use to lock page scrolling).
var nonceMeta = document.querySelector('meta[name="csp-nonce"]');
if (nonceMeta && nonceMeta.content) window.__webpack_nonce__ = nonceMeta.content;
