// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverMention } from '@/api/fixtures/reference-payloads';
import { callOf, jsonResponse, stubFetch } from '@/api/fixtures/http';
import { organic, ring } from '@/analysis/coordination/test-posts';
import type { Post } from '@/analysis/coordination/types';
import { renderWithProviders } from '@/test/render';
import { CoordinationDriver } from './coordination-driver';

/**
 * The spike panel's coordination driver against a hand-built API: one count call, the pages of
 * the spike's social mentions (only once the analyst starts a large scope), the same finder model.
 */
const T0 = Date.UTC(2026, 10, 12, 9);
const WINDOW = { since: new Date(T0).toISOString(), to: new Date(T0 + 3_600_000 - 1).toISOString() };
const RING = Array.from({ length: 10 }, (_, i) => `ring_${i}`);
const TEXTS = [
  'The minister lied about the tariff deal and everyone knows it now',
  'Share this before they delete it the tariff deal is a scam on families',
];

const asMention = (p: Post) => ({
  ...serverMention,
  id: Number(p.id),
  author: p.account,
  text: p.excerpt,
  title: null,
  url: p.url,
  media: [],
  channels: [p.channel],
  published: new Date(p.time).toISOString(),
});

function serve(posts: Post[], total = posts.length) {
  const fetchStub = stubFetch();
  const mentions = posts.map(asMention);
  fetchStub.mockImplementation((url) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname.endsWith('/analytics/distribution'))
      return Promise.resolve(jsonResponse({ groupBy: 'channels', totalCount: total, groups: [] }));
    const offset = Number(u.searchParams.get('offset') ?? 0);
    const limit = Number(u.searchParams.get('limit') ?? 50);
    return Promise.resolve(jsonResponse(mentions.slice(offset, offset + limit)));
  });
  return fetchStub;
}

const paths = (fetchStub: ReturnType<typeof stubFetch>) =>
  fetchStub.mock.calls.map((_, i) => callOf(fetchStub, i).path.replace(/^.*\/workspaces\/3/, ''));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoordinationDriver', () => {
  it('names the share of the excess the planted ring posted, in 1 count call and the pages of 50', async () => {
    // 200 organic posts over the hour and a ring of 10 accounts posting 2 texts (20 posts).
    const posts = [...organic(200, T0, 3_600_000), ...ring(RING, TEXTS, T0, 40)].map((p) => ({
      ...p,
      time: T0 + ((p.time - T0) % 3_600_000),
    }));
    const fetchStub = serve(posts);
    await renderWithProviders(
      <CoordinationDriver workspaceId={3} filters={{}} window={WINDOW} excess={40} tz="utc" />,
      { url: '/w/3/charts', path: '/w/$workspaceId/charts' },
    );
    expect(await screen.findByTestId('spike-coordination-driver', {}, { timeout: 10_000 })).toHaveTextContent(
      '50 % of the excess (20 of 40 mentions above the usual) came from 10 accounts posting 2 near-identical texts within 60 s.',
    );
    expect(paths(fetchStub)).toEqual(['/analytics/distribution', ...Array(5).fill('/mentions')]);
    expect(callOf(fetchStub, 0).search).toContain('channels[]=twitter');
    expect(screen.getByText(/220 social mentions in scope/)).toBeInTheDocument();
  });

  it('says nothing came from coordination for organic posts', async () => {
    serve(organic(120, T0, 3_600_000, 11));
    await renderWithProviders(
      <CoordinationDriver workspaceId={3} filters={{}} window={WINDOW} excess={60} tz="utc" />,
      { url: '/w/3/charts', path: '/w/$workspaceId/charts' },
    );
    expect(await screen.findByTestId('spike-coordination-driver', {}, { timeout: 10_000 })).toHaveTextContent(
      'None of the excess came from a coordination signal at these thresholds.',
    );
  });

  it('says the calls of a large scope first and reads nothing until asked', async () => {
    const fetchStub = serve(organic(60, T0, 3_600_000, 5), 4_000);
    await renderWithProviders(
      <CoordinationDriver workspaceId={3} filters={{}} window={WINDOW} excess={900} tz="utc" />,
      { url: '/w/3/charts', path: '/w/$workspaceId/charts' },
    );
    expect(await screen.findByText(/4,000 social mentions in scope: 80 API calls of 50/)).toBeInTheDocument();
    const read = screen.getByRole('button', { name: 'Read 4,000 social mentions' });
    expect(paths(fetchStub)).toEqual(['/analytics/distribution']);
    await userEvent.click(read);
    expect(
      await screen.findByTestId('spike-coordination-driver', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The service held 60: the first short page ends the read.
    expect(paths(fetchStub).filter((p) => p === '/mentions').length).toBeLessThanOrEqual(3);
  });

  it('looks for nothing when the channel filter leaves no social channel', async () => {
    const fetchStub = serve([]);
    await renderWithProviders(
      <CoordinationDriver
        workspaceId={3}
        filters={{ channels: ['news'] }}
        window={WINDOW}
        excess={10}
        tz="utc"
      />,
      { url: '/w/3/charts', path: '/w/$workspaceId/charts' },
    );
    expect(await screen.findByTestId('spike-coordination-driver')).toHaveTextContent(/no social channel/);
    expect(paths(fetchStub).filter((p) => p === '/mentions')).toEqual([]);
  });
});
