// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { combineExplanation, type SpikeExplanation } from '@/analysis/spikes/spike-explain';
import { planExplanation } from '@/analysis/spikes/spike-explain-plan';
import type { Spike } from '@/analysis/spikes/spike-detection';
import { ANSWERS, input, settledAll } from '@/test/spike-fixtures';
import { renderWithProviders } from '@/test/render';
import { ExplanationView } from './spike-explain-panel';
import { SpikeFlags } from './spike-flags';

const plan = planExplanation(input);
// The countries' baseline answer is missing: that dimension is unavailable, the rest still explains the spike.
const partial = combineExplanation(plan, settledAll(ANSWERS)) as SpikeExplanation;

describe('ExplanationView', () => {
  it('shows the summary, the bot share, each driver linked to its spike window and filter, and what is unavailable', async () => {
    await renderWithProviders(
      <ExplanationView ex={partial} workspaceId={3} filters={input.filters} tz="utc" zone="UTC" />,
      { url: '/w/3/charts', path: '/w/$workspaceId/charts' },
    );
    expect(await screen.findByTestId('spike-summary')).toHaveTextContent(
      /412 mentions, 3\.4× the usual 120\. \d+ % of the excess is the narrative ‘Heat pump grants/,
    );
    expect(screen.getByTestId('spike-bots')).toHaveTextContent(/Likely bots in the spike/);
    const unavailable = screen.getByTestId('spike-unavailable');
    expect(within(unavailable).getByText(/Location: country|country/i)).toBeInTheDocument();
    const link = within(screen.getByTestId('drivers-narratives.id')).getAllByTestId('driver-link')[0]!;
    const href = decodeURIComponent(link.getAttribute('href') ?? '');
    expect(href).toContain('/w/3/mentions');
    expect(href).toMatch(/since="?2026-11-12T00:00:00\.000Z"?&to="?2026-11-12T23:59:59\.999Z/);
    expect(href).toMatch(/narratives\.id=\[7\]/);
    // The analyst's own filters come along.
    expect(href).toMatch(/filter_expression="?heat\+pump/);
    expect(href).toMatch(/languages=\["en","de"\]/);
  });
});

const spike: Spike = {
  index: 40,
  date: '2026-11-12T00:00:00.000Z',
  count: 412,
  baseline: 120,
  excess: 292,
  ratio: 3.43,
  score: 9,
  history: 28,
  seasonal: true,
  limitedHistory: false,
};

describe('SpikeFlags', () => {
  it('lists flags with count and ratio, opens one, changes the sensitivity', async () => {
    const onOpen = vi.fn();
    const onSensitivity = vi.fn();
    await renderWithProviders(
      <SpikeFlags
        state={{
          status: 'ok',
          spikes: [spike],
          note: 'Daily buckets.',
          interval: 'day',
          hourly: 'supported',
        }}
        sensitivity="medium"
        onSensitivity={onSensitivity}
        onOpen={onOpen}
        zone="UTC"
      />,
    );
    const flag = await screen.findByRole('button', {
      name: /Explain the spike of\s*12 Nov 2026:\s*412\s*mentions,\s*3\.4×\s*the usual 120/,
    });
    await userEvent.click(flag);
    expect(onOpen).toHaveBeenCalledWith(spike);
    await userEvent.click(screen.getByText('High'));
    expect(onSensitivity).toHaveBeenCalledWith('high');
  });

  it('says when nothing is flagged, and offers a retry after an error', async () => {
    const retry = vi.fn();
    await renderWithProviders(
      <SpikeFlags
        state={{ status: 'ok', spikes: [], note: '', interval: 'day', hourly: 'supported' }}
        sensitivity="low"
        onSensitivity={() => {}}
        onOpen={() => {}}
        zone="UTC"
      />,
    );
    expect(
      await screen.findByText(/No day rises above its usual volume at low sensitivity/),
    ).toBeInTheDocument();
    await renderWithProviders(
      <SpikeFlags
        state={{ status: 'error', message: 'Timeline failed (503)', retry }}
        sensitivity="low"
        onSensitivity={() => {}}
        onOpen={() => {}}
        zone="UTC"
      />,
    );
    expect(await screen.findByText('Timeline failed (503)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('names hourly flags by their hour in the analyst zone', async () => {
    const hour = { ...spike, date: '2026-11-12T14:00:00.000Z' };
    await renderWithProviders(
      <SpikeFlags
        state={{ status: 'ok', spikes: [hour], note: 'Hourly.', interval: 'hour', hourly: 'supported' }}
        sensitivity="medium"
        onSensitivity={() => {}}
        onOpen={() => {}}
        zone="Europe/Berlin"
      />,
    );
    expect(
      await screen.findByRole('button', {
        name: /Explain the spike of\s*12 Nov 2026, 15:00–16:00 \(Europe\/Berlin\)/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Flagged hours' })).toBeInTheDocument();
  });
});
