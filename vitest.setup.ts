import '@testing-library/jest-dom/vitest';

// Mantine under jsdom needs these browser APIs (machine notes). Server tests run in node: skip.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
  // findBy*/waitFor give up after 1 s by default; a busy machine renders Mantine in jsdom slower
  // than that. They wait on a condition, so a longer limit costs nothing when the machine is quick.
  configure({ asyncUtilTimeout: 10_000 });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  class ResizeObserverStandIn {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStandIn as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}
