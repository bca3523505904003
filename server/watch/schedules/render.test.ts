import { describe, expect, it } from 'vitest';
import { chromiumRenderer, renderUrl } from './render';

const job = {
  reportId: 'r 1',
  reportTitle: 'Weekly',
  owner: { id: 'u1', name: 'Demo' },
  from: '2026-11-16T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  zone: 'Europe/London',
  formats: ['pdf' as const],
};

describe('the Chromium renderer', () => {
  it('fails naming the path when Chromium is missing (the run records it)', async () => {
    const render = chromiumRenderer({
      baseUrl: 'http://127.0.0.1:1',
      tokenFor: async () => 't',
      chromiumPath: '/nowhere/chromium',
    });
    await expect(render(job)).rejects.toThrow(/^Chromium not found at \/nowhere\/chromium/);
  });

  it('opens the render page with the run’s window and zone', () => {
    expect(renderUrl('http://127.0.0.1:8788', job)).toBe(
      'http://127.0.0.1:8788/render/report/r%201?from=2026-11-16T00%3A00%3A00.000Z&to=2026-11-23T00%3A00%3A00.000Z&zone=Europe%2FLondon',
    );
  });
});
