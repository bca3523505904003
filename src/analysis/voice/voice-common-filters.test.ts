import { describe, expect, it } from 'vitest';
import type { AvailableFilters } from '@/api/schemas';
import {
  planVoiceFilters,
  unappliedReasons,
  voiceFilterFields,
  voiceFilterSupport,
  type VoiceFilterSource,
} from './voice-common-filters';

const group = (key: string, values: string[]) => ({
  name: key === 'mention_type.podcasts' ? 'Podcasts' : key,
  key,
  options: values.map((value) => ({ name: value.toUpperCase(), value })),
});

/** A workspace's available-filters listing every kind (languages as given). */
function listing(languages: string[]): AvailableFilters {
  return {
    channels: group('channels', ['news', 'twitter']),
    languages: group('languages', languages),
    bot_ratings: group('bot_ratings', ['likely', 'none']),
    domains: group('domains', ['a.example']),
    narratives: group('narratives.id', ['7']),
    mention_type: {
      name: 'Mention Type',
      social_media: group('mention_type.social_media', ['original_posts']),
      news: group('mention_type.news', ['news']),
      podcasts: group('mention_type.podcasts', ['podcasts']),
    },
    publisher_geography: {
      name: 'Publisher Geography',
      source_country: group('publisher_geography.source_country', ['Germany']),
      source_region: group('publisher_geography.source_region', ['Europe']),
      source_sub_region: group('publisher_geography.source_sub_region', ['Western Europe']),
    },
  };
}

const solar: VoiceFilterSource = { name: 'Solar', available: listing(['en']) };
const wind: VoiceFilterSource = { name: 'Wind', available: listing(['de', 'en']) };
/** No podcasts and no channel list. */
const quietList = listing([]);
delete quietList.channels;
delete quietList.mention_type!.podcasts;
const quiet: VoiceFilterSource = { name: 'Quiet', available: quietList };

describe('voiceFilterSupport and planVoiceFilters', () => {
  it('applies every kind all the workspaces list, and never the workspace-bound ones', () => {
    const support = voiceFilterSupport([solar, wind]);
    expect(support.missing.size).toBe(0);
    const plan = planVoiceFilters(
      { languages: ['de'], channels: ['news'], 'narratives.id': [7], filter_expression: 'heat' },
      support,
    );
    expect(plan.applied).toEqual({ languages: ['de'], channels: ['news'], filter_expression: 'heat' });
    expect(plan.unapplied).toEqual([{ key: 'narratives.id', value: '7' }]);
    expect(unappliedReasons(plan.unapplied, support)).toEqual([
      'Narrative and enrichment filters belong to one workspace, so share of voice does not apply them.',
    ]);
  });

  it('leaves out (unapplied, not sent) a kind one workspace does not list, naming it and the workspace', () => {
    const support = voiceFilterSupport([solar, quiet, wind]);
    const plan = planVoiceFilters(
      {
        'mention_type.podcasts': ['podcasts'],
        'mention_type.news': ['news'],
        channels: ['news'],
        languages: ['en'],
      },
      support,
    );
    expect(plan.applied).toEqual({ 'mention_type.news': ['news'], languages: ['en'] });
    expect(plan.unapplied.map((f) => f.key)).toEqual(['channels', 'mention_type.podcasts']);
    expect(unappliedReasons(plan.unapplied, support)).toEqual([
      'The “channels” filter is not applied: Quiet does not offer it.',
      'The “Podcasts” filter is not applied: Quiet does not offer it.',
    ]);
  });

  it('counts a listed kind with no options as supported (a language without mentions answers 0)', () => {
    const plan = planVoiceFilters({ languages: ['de'] }, voiceFilterSupport([solar, quiet]));
    expect(plan.applied).toEqual({ languages: ['de'] });
    expect(plan.unapplied).toEqual([]);
  });

  it('applies nothing that needs the workspaces’ lists until they are known', () => {
    expect(planVoiceFilters({ languages: ['en'], domains: ['a.example'] }, null)).toEqual({
      applied: null,
      unapplied: [],
    });
    // Kinds every workspace takes need no list: they apply at once; bound ones are left out at once.
    expect(
      planVoiceFilters({ domains: ['a.example'], filter_expression: 'x', smart_categories: ['1:a'] }, null),
    ).toEqual({
      applied: { domains: ['a.example'], filter_expression: 'x' },
      unapplied: [{ key: 'smart_categories', value: '1:a' }],
    });
  });

  it('neither waits for nor strikes a kind switched off (it is not sent anyway)', () => {
    const off = {
      languages: ['en'],
      'narratives.id': [7],
      domains: ['a.example'],
      off: ['languages', 'narratives.id'],
    };
    const plan = planVoiceFilters(off as Parameters<typeof planVoiceFilters>[0], null);
    expect(plan.unapplied).toEqual([]);
    expect(plan.applied).toEqual(off);
  });

  it('says which workspace’s filters could not be loaded, and applies no listed kind for it', () => {
    const support = voiceFilterSupport([solar, { name: 'Broken', available: null }]);
    const plan = planVoiceFilters({ languages: ['en'], authors: ['Jane'] }, support);
    expect(plan.applied).toEqual({ authors: ['Jane'] });
    expect(unappliedReasons(plan.unapplied, support)).toEqual([
      'The “languages” filter is not applied: the filters of Broken could not be loaded.',
    ]);
  });
});

describe('voiceFilterFields', () => {
  const fields = voiceFilterFields(voiceFilterSupport([solar, quiet, wind]));
  const field = (id: string) => fields.find((f) => f.id === id);

  it('offers the union of the workspaces’ values of a supported kind', () => {
    expect(field('languages')?.options.map((o) => o.value)).toEqual(['en', 'de']);
  });

  it('offers no kind some workspace lacks, no part of one, and no workspace-bound kind', () => {
    expect(field('channels')).toBeUndefined();
    expect(field('narratives')).toBeUndefined();
    expect(field('smart_categories')).toBeUndefined();
    expect(field('custom_enrichments')).toBeUndefined();
    expect(field('mention_type')?.keys).toEqual(['mention_type.social_media', 'mention_type.news']);
    expect(field('mention_type')?.options.map((o) => o.value)).toEqual(['original_posts', 'news']);
    expect(field('domains')?.options.map((o) => o.value)).toEqual(['a.example']);
  });
});
