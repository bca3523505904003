// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { validateRow } from '@/lib/custom-channel-import';
import { createTestQueryClient } from '@/test/render';
import { usePushJob } from './use-push-job';

const rows = Array.from({ length: 250 }, (_, i) =>
  validateRow(i + 1, {
    title: `t${i + 1}`,
    published: '2026-11-19T10:00:00Z',
    url: `https://x.test/${i + 1}`,
  }),
);

afterEach(() => vi.unstubAllGlobals());

describe('usePushJob', () => {
  it('sends batches of 100 in turn; a rejected batch keeps its rows and the server reason, the others are sent', async () => {
    const sizes: number[] = [];
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
      const { mentions } = JSON.parse(String(init.body)) as { mentions: unknown[] };
      sizes.push(mentions.length);
      if (sizes.length === 2) {
        return new Response(
          JSON.stringify({
            error: {
              status: 400,
              code: 'invalid_body',
              message: 'mentions.3.url: duplicate url',
              param: 'mentions.3.url',
            },
          }),
          { status: 400 },
        );
      }
      return new Response(JSON.stringify({ message: 'queued', count: mentions.length }), { status: 202 });
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePushJob(), { wrapper });
    await act(() => result.current.send('chan', rows));
    expect(sizes).toEqual([100, 100, 50]);
    expect(result.current.outcomes.map((o) => [o.rows[0], o.ok, o.message])).toEqual([
      [1, true, '100 queued'],
      [101, false, 'mentions.3.url: duplicate url'],
      [201, true, '50 queued'],
    ]);
    expect(result.current.sent.size).toBe(150);
    expect(result.current.sent.has(150)).toBe(false);
    // Sending again retries only the rejected rows.
    sizes.length = 0;
    await act(() => result.current.send('chan', rows));
    expect(sizes).toEqual([100]);
    expect(result.current.sent.size).toBe(250);
  });
});
