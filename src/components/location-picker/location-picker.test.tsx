// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureClient } from '@/api/client';
import { jsonResponse, stubFetch } from '@/api/fixtures/http';
import type { LocationSelection } from '@/filters/location-tree';
import { locationPage, locationRow } from '@/test/locations';
import { renderWithProviders } from '@/test/render';
import { LocationPicker } from './location-picker';

const row = locationRow;
const page = locationPage;

const AMERICAS = row('region', 19, 'Americas', null, '');
const NORTHERN = row('subregion', 21, 'Northern America', ['region', 19], 'Americas');
const AUSTIN = row('city', 7, 'Austin', ['county', 453], 'Travis County, Texas, United States');

let fetchStub: ReturnType<typeof stubFetch>;
let seen: string[];
beforeEach(() => {
  localStorage.clear();
  seen = [];
  fetchStub = stubFetch();
  fetchStub.mockImplementation((url) => {
    const u = new URL(String(url), 'http://localhost');
    const q = decodeURIComponent(u.search);
    seen.push(q);
    if (q.startsWith('?level=region')) return Promise.resolve(jsonResponse(page([AMERICAS])));
    if (q.includes('parent_id=19')) return Promise.resolve(jsonResponse(page([NORTHERN])));
    // Across levels or among cities, "aus" finds Austin; no other level holds it.
    if (q.includes('query=aus')) {
      const level = new URLSearchParams(q).get('level');
      return Promise.resolve(jsonResponse(page(!level || level === 'city' ? [AUSTIN] : [])));
    }
    return Promise.resolve(jsonResponse(page([])));
  });
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onChange }: { onChange: (s: LocationSelection) => void }) {
  const [value, setValue] = useState<LocationSelection>({});
  return (
    <LocationPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('LocationPicker', () => {
  it('opens a node with parent_id + parent_level, chooses by its own level and marks the parent mixed', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    const americas = await screen.findByRole('treeitem', { name: 'Americas' });
    fireEvent.keyDown(americas, { key: 'ArrowRight' });
    const northern = await screen.findByRole('treeitem', { name: 'Northern America' });
    const childCall = seen.find((q) => q.includes('parent_id=19'))!;
    expect(new URLSearchParams(childCall).get('parent_level')).toBe('region');
    expect(new URLSearchParams(childCall).get('limit')).toBe('500'); // every child, in the API's largest pages, to order them by mentions
    expect(new URLSearchParams(childCall).has('level')).toBe(false); // never level with parent_id
    fireEvent.keyDown(northern, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith({ 'locations.subregion': [21] });
    await waitFor(() => expect(americas).toHaveAttribute('aria-checked', 'mixed'));
    expect(northern).toHaveAttribute('aria-checked', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Chosen locations' })).getByText('Northern America'),
    ).toBeTruthy();
  });

  it('never sends a one-letter search; two letters show results grouped with their path', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    await screen.findByRole('treeitem', { name: 'Americas' });
    const box = screen.getByRole('searchbox', { name: 'Search locations' });
    fireEvent.change(box, { target: { value: 'a' } });
    expect(await screen.findByText('Type at least 2 letters to search')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 120));
    expect(seen.some((q) => q.includes('query='))).toBe(false);
    fireEvent.change(box, { target: { value: 'aus' } });
    const austin = await screen.findByRole('checkbox', {
      name: 'Austin — Travis County, Texas, United States',
    });
    expect(screen.getByRole('group', { name: 'Cities' })).toContainElement(austin);
    fireEvent.click(austin);
    expect(onChange).toHaveBeenLastCalledWith({ 'locations.city': [7] });
    // The name and path survive a reload through localStorage.
    expect(localStorage.getItem('nd.location-names.v1')).toContain('Travis County');
  });
});
