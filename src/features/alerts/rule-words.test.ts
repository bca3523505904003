import { describe, expect, it } from 'vitest';
import { CONDITION_DEFAULTS, newDraft, validateDraft } from './rule-draft';
import { aRule } from '@/api/fixtures/alerts';
import { conditionText, dayList, previewSentence, ruleStatus, sampleAudience } from './rule-words';

describe('the preview in words', () => {
  const at = (d: string) => `${d}T00:00:00Z`;
  it('lists distinct days, naming each month once', () => {
    expect(dayList([at('2026-11-04'), at('2026-11-12'), at('2026-11-21')], 'UTC')).toBe('4, 12 and 21 Nov');
    expect(dayList([at('2026-10-28'), at('2026-11-04'), at('2026-11-12')], 'UTC')).toBe(
      '28 Oct, 4 and 12 Nov',
    );
    expect(dayList([at('2025-12-30'), at('2026-01-02')], 'UTC')).toBe('30 Dec 2025 and 2 Jan 2026');
    expect(dayList([at('2026-11-04')], 'UTC')).toBe('4 Nov');
  });
  it('reads the day in the rule’s zone (23:30 UTC is the next day in Tokyo)', () => {
    expect(dayList(['2026-11-04T23:30:00Z'], 'Asia/Tokyo')).toBe('5 Nov');
  });
  it('says how many times when hourly firings share a day, and when nothing fired', () => {
    const fires = ['2026-11-04T01:00:00Z', '2026-11-04T05:00:00Z', '2026-11-06T01:00:00Z'].map((from) => ({
      from,
      to: from,
      headline: 'x',
    }));
    expect(previewSentence({ fires, examined: '' }, 'UTC')).toBe('Would have fired on 4 and 6 Nov (3 times)');
    expect(previewSentence({ fires: [], examined: '' }, 'UTC')).toBe('Would not have fired in this period');
  });
});

describe('a rule in words', () => {
  it('states status: paused wins, a past snooze is over', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(ruleStatus({ paused: true, snoozedUntil: '2026-11-29T00:00:00Z' }, now, 'UTC').text).toBe(
      'Paused',
    );
    expect(ruleStatus({ paused: false, snoozedUntil: '2026-11-29T08:00:00Z' }, now, 'UTC').text).toBe(
      'Snoozed until 29 Nov, 08:00',
    );
    expect(ruleStatus({ paused: false, snoozedUntil: '2026-11-27T08:00:00Z' }, now, 'UTC').kind).toBe(
      'active',
    );
  });
  it('says what each kind watches', () => {
    expect(conditionText(CONDITION_DEFAULTS.volume)).toBe('More than 100 mentions in a day');
    expect(conditionText({ ...CONDITION_DEFAULTS.bot_share, risePoints: 5 })).toBe(
      'Bot share above 30 % or up 5 points in a day (from 20 mentions)',
    );
  });
  it('accepts every kind’s defaults once titled', () => {
    for (const condition of Object.values(CONDITION_DEFAULTS))
      expect(validateDraft({ ...newDraft(1, 'UTC'), title: 't', condition })).toEqual({});
  });
});

describe('who receives a sample', () => {
  it('names the inboxes, the email recipients and the webhooks the rule’s alerts go to', () => {
    const rule = aRule({
      channels: ['inbox', 'email', 'webhook'],
      recipients: ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org'],
      webhooks: [
        { kind: 'slack', url: 'https://hooks.slack.com/services/T/B/secret', hasSecret: false },
        { kind: 'json', url: 'https://example.org:8443/hook?k=1', hasSecret: true },
      ],
    });
    expect(sampleAudience(rule)).toEqual([
      'The inbox of everyone on the team who holds this workspace (a team rule)',
      'Email to a@x.org, b@x.org, c@x.org and 2 more',
      '2 webhooks: Slack · hooks.slack.com, JSON · example.org:8443',
    ]);
  });
  it('leaves out channels the rule does not use, and says a private rule’s sample is yours alone', () => {
    const rule = aRule({ visibility: 'private', recipients: ['a@x.org'], channels: ['inbox'] });
    expect(sampleAudience(rule)).toEqual(['Your inbox alone (a private rule)']);
  });
});
