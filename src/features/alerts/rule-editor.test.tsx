// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '@/api/client';
import { aRule } from '@/api/fixtures/alerts';
import { callOf, jsonResponse, stubFetch } from '@/api/fixtures/http';
import { AlertRuleInputSchema } from '@/api/schemas/alerts';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { renderWithProviders } from '@/test/render';
import { CONDITION_DEFAULTS, newDraft, questionDraft, type RuleDraft } from './rule-draft';
import { RuleEditor } from './rule-editor';

/** The editor's inline validation (nothing is sent while a field is wrong) and the preview's words. */

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ getToken: () => 'token' });
});
afterEach(() => vi.unstubAllGlobals());

const open = async (draft: RuleDraft, onClose = vi.fn()) => {
  await renderWithProviders(<RuleEditor start={{ draft }} onClose={onClose} />, { url: '/alerts' });
  return { dialog: await screen.findByRole('dialog', {}, { timeout: 20_000 }), onClose };
};

describe('the rule editor', () => {
  it('names every wrong field on save and sends nothing', async () => {
    const { dialog } = await open({ ...newDraft(3, 'UTC'), channels: ['inbox', 'email'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(await within(dialog).findByText('Give the rule a title')).toBeVisible();
    expect(within(dialog).getByText('Add at least one recipient to send by email')).toBeVisible();
    expect(within(dialog).getByText('Fix the fields marked above to save.')).toBeVisible();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('says a threshold left empty or a bad address is wrong as soon as it is edited', async () => {
    const draft = { ...newDraft(3, 'UTC'), title: 'Acme', condition: CONDITION_DEFAULTS.volume };
    const { dialog } = await open({ ...draft, channels: ['email'] });
    const threshold = within(dialog).getByLabelText('More than (mentions)');
    expect(threshold).toHaveValue('100');
    fireEvent.change(threshold, { target: { value: '' } });
    expect(await within(dialog).findByText('A whole number of mentions, at least 1')).toBeVisible();
    const recipients = within(dialog).getByLabelText(/Email recipients/);
    await userEvent.type(recipients, 'not-an-address{Enter}');
    expect(await within(dialog).findByText('“not-an-address” is not an email address')).toBeVisible();
  });

  it('asks bot-share rules for a share, a rise or both', async () => {
    const condition = { ...CONDITION_DEFAULTS.bot_share, abovePercent: undefined };
    const { dialog } = await open({ ...newDraft(3, 'UTC'), title: 'Bots', condition });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(
      await within(dialog).findByText('Set a share to stay under, a rise in points, or both'),
    ).toBeVisible();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('creates a valid rule with the contract’s shape and closes', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse(aRule({ title: 'Acme spike' }), 201));
    fetchStub.mockResolvedValue(jsonResponse({ items: [] }));
    const { dialog, onClose } = await open(newDraft(3, 'Europe/London'));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Acme spike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = callOf(fetchStub, 0);
    expect([call.method, call.path]).toEqual(['POST', '/desk/v1/alerts']);
    const body = AlertRuleInputSchema.parse(call.body);
    expect(body).toMatchObject({
      title: 'Acme spike',
      workspaceId: 3,
      zone: 'Europe/London',
      channels: ['inbox'],
    });
    expect(body.condition).toEqual(CONDITION_DEFAULTS.spike);
  });

  it('opens on a question (“Create alert”): its filters chosen, read as pills, and sent as they stand', async () => {
    // The pills' names ask for the workspace's filter context; a rule made answers the POST.
    fetchStub.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(aRule({ title: 'News in English' }), 201)
          : jsonResponse({ error: { status: 404, code: 'not_found', message: 'none here' } }, 404),
      ),
    );
    const question: Partial<MentionFilterSearch> = {
      channels: ['news'],
      languages: ['en'],
      not: ['languages'],
    };
    const draft = questionDraft(3, { ...question, zone: 'Asia/Tokyo' }, 'UTC');
    const onClose = vi.fn();
    await renderWithProviders(<RuleEditor start={{ draft }} question={question} onClose={onClose} />, {
      url: '/alerts',
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getByRole('radio', { name: 'This question’s filters' })).toBeChecked();
    // The pills come with the filter bar's (lazy) pill chunk.
    const pills = await within(dialog).findAllByTestId('question-pill', {}, { timeout: 20_000 });
    expect(pills.map((p) => p.textContent)).toEqual(['Channel is News', 'Language is not English']);
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'News in English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchStub.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    const body = AlertRuleInputSchema.parse(callOf(fetchStub, post).body);
    expect(body).toMatchObject({ workspaceId: 3, zone: 'Asia/Tokyo', viewId: null });
    expect(body.filters).toEqual({ channels: ['news'], languages: ['en'], not: ['languages'] });
  });

  it('previews on the last 30 days: "Would have fired on 4, 12 and 21 Nov" with each date', async () => {
    const fire = (day: number) => ({
      from: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`,
      to: `2026-11-${String(day + 1).padStart(2, '0')}T00:00:00Z`,
      headline: `Spike on ${day} Nov`,
    });
    fetchStub.mockResolvedValueOnce(
      jsonResponse({ fires: [fire(4), fire(12), fire(21)], examined: 'Examined 30 daily buckets (UTC)' }),
    );
    const { dialog } = await open({ ...newDraft(3, 'UTC'), title: 'Acme' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview on history' }));
    const preview = await within(dialog).findByTestId('alert-preview');
    expect(within(preview).getByText('Would have fired on 4, 12 and 21 Nov')).toBeVisible();
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Wed 4 Nov, 00:00: Spike on 4 Nov',
      'Thu 12 Nov, 00:00: Spike on 12 Nov',
      'Sat 21 Nov, 00:00: Spike on 21 Nov',
    ]);
    const call = callOf(fetchStub, 0);
    expect(call.path).toBe('/desk/v1/alerts/preview');
    const { from, to } = call.body as { from: string; to: string };
    expect(Date.parse(to) - Date.parse(from)).toBe(30 * 86_400_000);
  });
});
