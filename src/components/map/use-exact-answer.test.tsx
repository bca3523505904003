// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ASSUMED_CAPABILITIES, loadCapabilities, sessionKey } from '@/api/capabilities';
import { createTestQueryClient } from '@/test/render';
import { mergeParentAnswers } from './map-questions';
import { useMapCounts } from './use-map-counts';

const answer = (groups: [string, number][], totalCount = 10_000) => ({
  groupBy: 'locations.country',
  totalCount,
  groups: groups.map(([key, count]) => ({ key, name: key, count, percentage: 0 })),
});

afterEach(() => vi.unstubAllGlobals());

describe('a cut country answer completed per sub-region', () => {
  it('lays each parent’s exact groups over the cut answer', () => {
    const merged = mergeParentAnswers(answer([['1', 50]], 200), [answer([['2', 7]]), answer([['1', 50]])]);
    expect(merged.groups.map((g) => [g.key, g.count, g.percentage])).toEqual([
      ['1', 50, 25],
      ['2', 7, 3.5],
    ]);
    expect(merged.totalCount).toBe(200);
  });

  it('asks once per sub-region when a service without `limit` answers its top 100, and counts every country', async () => {
    // 130 countries in two sub-regions (ids 1001, 1002); the service answers at most 100 groups.
    const countries = Array.from({ length: 130 }, (_, i): [string, number] => [String(i + 1), 500 - i]);
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://x.test');
      asked.push(url.search);
      if (url.pathname.endsWith('/locations'))
        return Response.json({
          name: 'Locations',
          results: [1001, 1002].map((id) => ({
            id,
            name: `S${id}`,
            level: 'subregion',
            parent_id: 1,
            parent_level: 'region',
            key: `s${id}`,
            standard: [],
          })),
          pagination: { total: 2, limit: 500, offset: 0, hasMore: false },
        });
      const sub = url.searchParams.getAll('locations.subregion[]')[0];
      const mine = sub ? countries.filter(([k]) => Number(k) <= 65 === (sub === '1001')) : countries;
      return Response.json(answer(mine.slice(0, 100)));
    });
    // The real service as this tab learnt it earlier: no `limit` extension, grouping by place offered.
    const caps = { ...ASSUMED_CAPABILITIES, isReference: false, locationGroupBy: true };
    sessionStorage.setItem(`narrative-desk.capabilities.${sessionKey()}`, JSON.stringify(caps));
    await loadCapabilities();
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useMapCounts({
          workspaceId: 1,
          window: { since: '2026-11-01T00:00:00Z', to: '2026-11-28T00:00:00Z' },
          filters: {},
          level: 'country',
          stateId: undefined,
          withPrevious: false,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.current?.counts.size).toBe(130));
    expect(result.current.current?.truncatedAt).toBeUndefined();
    expect(result.current.current?.counts.get(130)).toBe(371);
    expect(asked.filter((q) => q.includes('locations.subregion'))).toHaveLength(2);
  });
});
