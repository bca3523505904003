// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureClient } from '@/api/client';
import { jsonResponse, stubFetch } from '@/api/fixtures/http';
import type { LocationSelection } from '@/filters/location-tree';
import { locationPage, locationRow, type LocationRow } from '@/test/locations';
import { renderWithProviders } from '@/test/render';
import { remember } from './location-cache';
import { LocationPicker } from './location-picker';
import { LocationPills } from './location-pills';

const row = locationRow;
const page = locationPage;
type Row = LocationRow;

const known = (r: Row) => ({ ...r, standard: [] }) as Parameters<typeof remember>[0][number];

const AMERICAS = row('region', 19, 'Americas', null);
const NORTHERN = row('subregion', 21, 'Northern America', ['region', 19], 'Americas');
const CANADA = row('country', 124, 'Canada', ['subregion', 21], 'Northern America, Americas');
const EUROPE = row('region', 150, 'Europe', null);
// Known to no test before the look-up one (the name cache lives for the whole file).
const FRANCE = row('country', 250, 'France', ['subregion', 155], 'Western Europe, Europe');
const counties = Array.from({ length: 40 }, (_, i) =>
  row('county', 100 + i, `San County ${i}`, ['state', 6]),
);
const cities = Array.from({ length: 20 }, (_, i) => row('city', 500 + i, `San City ${i}`, ['country', 724]));

let seen: string[];
beforeEach(() => {
  localStorage.clear();
  seen = [];
  stubFetch().mockImplementation((url) => {
    const q = decodeURIComponent(new URL(String(url), 'http://localhost').search);
    seen.push(q);
    const p = new URLSearchParams(q);
    const limit = Number(p.get('limit') ?? 100);
    const offset = Number(p.get('offset') ?? 0);
    const slice = (list: Row[]) =>
      jsonResponse(page(list.slice(offset, offset + limit), list.length, offset));
    if (p.get('query') === 'san') {
      if (p.get('level') === 'county') return Promise.resolve(slice(counties));
      if (p.get('level') === 'city') return Promise.resolve(slice(cities));
      if (p.get('level')) return Promise.resolve(slice([]));
      return Promise.resolve(slice([...counties, ...cities]));
    }
    if (p.get('level') === 'region') return Promise.resolve(slice([AMERICAS, EUROPE]));
    if (p.get('level') === 'country') return Promise.resolve(slice([CANADA, FRANCE]));
    if (p.get('parent_id') === '19') return Promise.resolve(slice([NORTHERN]));
    return Promise.resolve(slice([]));
  });
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ initial = {} }: { initial?: LocationSelection }) {
  const [value, setValue] = useState<LocationSelection>(initial);
  return <LocationPicker value={value} onChange={setValue} />;
}

describe('location search split by level', () => {
  it('"san": counties do not crowd out the cities; each level shows its count and a "show all"', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search locations' }), {
      target: { value: 'san' },
    });
    const results = await screen.findByTestId('location-search-results');
    await waitFor(() => expect(results).toHaveAttribute('data-query', 'san'));
    // Cities (the largest first) come before the long county list.
    expect(
      within(results)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Cities', 'Counties']);
    const cityGroup = within(results).getByRole('group', { name: 'Cities' });
    expect(cityGroup).toHaveTextContent('Cities · 20');
    expect(within(cityGroup).getAllByRole('checkbox')).toHaveLength(8);
    const countyGroup = within(results).getByRole('group', { name: 'Counties' });
    expect(countyGroup).toHaveTextContent('Counties · 40');
    fireEvent.click(within(countyGroup).getByRole('button', { name: /Show all counties/ }));
    await waitFor(() => expect(within(countyGroup).getAllByRole('checkbox')).toHaveLength(40));
    const countyPages = seen
      .map((q) => Object.fromEntries(new URLSearchParams(q)))
      .filter((q) => q.level === 'county');
    expect(countyPages).toContainEqual({ query: 'san', level: 'county', limit: '50', offset: '0' });
  });
});

describe('a chosen parent and the levels', () => {
  it('shows the children of a chosen place as included', async () => {
    await renderWithProviders(<Harness initial={{ 'locations.region': [19] }} />);
    const americas = await screen.findByRole('treeitem', { name: 'Americas' });
    expect(americas).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(americas, { key: 'ArrowRight' });
    const northern = await screen.findByRole('treeitem', { name: 'Northern America' });
    expect(northern).toHaveAttribute('aria-checked', 'true');
    expect(northern).toHaveAttribute('data-included', 'true');
    expect(screen.getByRole('treeitem', { name: 'Europe' })).toHaveAttribute('aria-checked', 'false');
  });

  it('Europe + Canada: says at once that levels narrow each other and that nothing can match', async () => {
    remember([AMERICAS, NORTHERN, CANADA, EUROPE].map(known));
    const removed: string[] = [];
    await renderWithProviders(
      <LocationPills
        selection={{ 'locations.region': [150], 'locations.country': [124] }}
        onRemove={(level, id) => removed.push(`${level}:${id}`)}
      />,
    );
    const note = await screen.findByTestId('location-logic');
    expect(note).toHaveTextContent('These places cannot match together');
    expect(note).toHaveTextContent(
      'A mention must be in Europe and in Canada: levels combine with AND, places of one level with OR.',
    );
    expect(note).toHaveTextContent('Canada is not in Europe, so together they match no mention.');
    fireEvent.click(within(note).getByRole('button', { name: 'Remove Canada (country)' }));
    expect(removed).toEqual(['country:124']);
  });

  it('names a place from a shared link by listing its level, and explains a single level as nothing', async () => {
    await renderWithProviders(
      <LocationPills selection={{ 'locations.country': [250] }} onRemove={() => {}} />,
    );
    expect(screen.getByText('Country #250')).toBeInTheDocument();
    expect(await screen.findByText('France')).toBeInTheDocument();
    expect(seen.map((q) => Object.fromEntries(new URLSearchParams(q)))).toContainEqual({
      level: 'country',
      limit: '500',
      offset: '0',
    });
    expect(screen.queryByTestId('location-logic')).toBeNull();
  });
});
