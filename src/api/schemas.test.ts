import { describe, expect, it } from 'vitest';
import * as ref from './fixtures/reference-payloads';
import {
  AvailableFiltersSchema,
  ChannelInfoSchema,
  CustomChannelSchema,
  CustomEnrichmentSchema,
  DistributionResultSchema,
  FolderSchema,
  LocationPageSchema,
  LocationSchema,
  MentionSchema,
  NarrativeSchema,
  QueuedResultSchema,
  TimelineResultSchema,
  TokenResponseSchema,
  WorkspaceSchema,
} from './schemas';

describe('the contract parses the public reference examples', () => {
  it('token (PascalCase keys)', () => {
    expect(TokenResponseSchema.parse(ref.tokenResponse).ExpiresIn).toBe(3600);
  });

  it('distribution and timeline', () => {
    const d = DistributionResultSchema.parse(ref.distribution);
    expect(d.groups[0]).toMatchObject({
      key: 'twitter',
      name: 'X (Twitter)',
      count: 31440,
      percentage: 25.15,
    });
    const t = TimelineResultSchema.parse(ref.timeline);
    expect(t.buckets[0]?.groups?.[0]).toMatchObject({ key: 'twitter', count: 7 });
    expect(
      TimelineResultSchema.parse({ totalCount: 0, buckets: [{ date: '2025-01-15T00:00:00Z', count: 0 }] })
        .buckets[0]?.groups,
    ).toBeUndefined();
  });

  it('available filters, with mention_type at the top or mis-nested in the last model group', () => {
    const top = AvailableFiltersSchema.parse(ref.availableFilters);
    const nested = AvailableFiltersSchema.parse(ref.availableFiltersMisnested);
    for (const f of [top, nested]) {
      expect(f.mention_type?.social_media?.key).toBe('mention_type.social_media');
      expect(f.smart_categories?.models[0]).toMatchObject({ enrichment_id: 244 });
      expect(f.custom_enrichments?.models[0]?.options[0]?.value).toBe('1681:Substantiated');
      expect(f.publisher_geography?.source_sub_region?.options[0]?.value).toBe('Northern America');
    }
  });

  it('a mention with the public field names: label mentionType, members nested in enrichments', () => {
    const m = MentionSchema.parse(ref.publicMention);
    expect(m.mentionType).toBe('Original Post');
    expect(m.reach).toBe(15200);
    expect(m.smartCategories).toEqual([{ categoryName: 'Favorability', classification: '244:c0' }]);
    expect(m.customEnrichments[0]).toMatchObject({ enrichment_id: 1681, value: 'Substantiated' });
    expect(m.enrichments.narratives).toEqual([{ id: 5, confidence: 87 }]);
    expect(m.enrichments.engagement?.history[0]?.retweets).toBe(14);
    expect(m.publisherGeography?.sourceSubRegion).toBe('Northern America');
  });

  it('the reference server mention: spec mentionType, every value type, a location', () => {
    const m = MentionSchema.parse(ref.serverMention);
    expect(m.mentionType).toBe('social_media.original_posts');
    expect(m.customEnrichments.map((c) => c.value)).toEqual(['Substantiated', ['energy', 'politics'], 3]);
    expect(m.location?.city).toEqual({ id: 5368361, name: 'Los Angeles' });
  });

  it('deprecated sentiment fields parse (mention polarity, narrative avgSentiment)', () => {
    expect(MentionSchema.parse(ref.publicMention).enrichments.sentiment).toEqual({ polarity: 0, version: 0 });
    const n = NarrativeSchema.parse(ref.narrative);
    expect(n.aggregations).toMatchObject({ mentionCount: 412, avgSentiment: 0, relevancyScore: 0.82 });
    expect(n.tags[0]?.name).toBe('policy');
  });

  it('a location page, a region, a custom enrichment, a queued result and the other resources', () => {
    const page = LocationPageSchema.parse(ref.locationPage);
    expect(page.results[0]?.standard[0]).toEqual({ type: 'fips', code: '06037' });
    expect(LocationSchema.parse(ref.region).parent_level).toBeNull();
    expect(CustomEnrichmentSchema.parse(ref.customEnrichment).constraints.enum).toHaveLength(2);
    expect(QueuedResultSchema.parse(ref.queuedResult).count).toBe(3);
    expect(WorkspaceSchema.parse(ref.workspace).folder).toEqual({ id: 3, title: 'Policy' });
    expect(FolderSchema.parse(ref.folder).workspaces).toEqual([12]);
    expect(ChannelInfoSchema.parse(ref.channel).name).toBe('X (Twitter)');
    expect(CustomChannelSchema.parse(ref.customChannel).source).toBe('api');
  });

  it('keeps unknown extra fields', () => {
    expect(WorkspaceSchema.parse({ ...ref.workspace, color: 'red' })).toHaveProperty('color', 'red');
    expect(MentionSchema.parse({ ...ref.serverMention, sentimentV2: 1 })).toHaveProperty('sentimentV2', 1);
  });
});

describe('the contract rejects broken payloads', () => {
  const fails = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
    expect(schema.safeParse(value).success).toBe(false);

  it('rejects missing or mistyped required members', () => {
    fails(TokenResponseSchema, { token: 'x', expires_in: 3600 });
    fails(TokenResponseSchema, { Token: '', ExpiresIn: 3600 });
    fails(DistributionResultSchema, { ...ref.distribution, totalCount: -1 });
    fails(DistributionResultSchema, { ...ref.distribution, groups: null });
    fails(TimelineResultSchema, { totalCount: 1 });
    fails(MentionSchema, { ...ref.serverMention, id: 'abc' });
    fails(MentionSchema, { ...ref.serverMention, id: 1.5 });
    fails(MentionSchema, { ...ref.serverMention, published: undefined });
    fails(NarrativeSchema, { ...ref.narrative, id: 0 });
    fails(NarrativeSchema, { ...ref.narrative, aggregations: undefined });
    fails(LocationPageSchema, { ...ref.locationPage, pagination: { limit: 100, offset: 0, total: 2 } });
    fails(LocationSchema, { ...ref.region, level: 'planet' });
    fails(CustomEnrichmentSchema, { ...ref.customEnrichment, enrichment_id: 'x' });
    fails(QueuedResultSchema, { message: 'queued' });
    fails(WorkspaceSchema, { ...ref.workspace, id: 0 });
    fails(AvailableFiltersSchema, { channels: { name: 'Channels', options: [] } });
  });
});

describe('shapes the real service may send', () => {
  it('reads `folder: {}` (or any folder without id and title) as no folder', async () => {
    const { workspaceExample } = await import('./fixtures/public-examples');
    for (const folder of [{}, { id: 'x' }, null, undefined])
      expect(WorkspaceSchema.parse({ ...workspaceExample, folder }).folder).toBe(null);
    expect(WorkspaceSchema.parse(workspaceExample).folder).toMatchObject({ id: 123 });
  });

  it('calls a narrative without a title "Untitled narrative #id" instead of dropping it', async () => {
    const { narrativeExample } = await import('./fixtures/public-examples');
    for (const title of [null, undefined, '  '])
      expect(NarrativeSchema.parse({ ...narrativeExample, title }).title).toBe(
        `Untitled narrative #${narrativeExample.id}`,
      );
    expect(NarrativeSchema.parse(narrativeExample).title).toBe(narrativeExample.title);
  });
});
