import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeSearchApp } from '../test/search-fixture';
import type { Db } from '../db/open';
import { rematchWorkspace } from '../db/workspace-matcher';

let app: FastifyInstance;
let db: Db;
let demo: string;
let rival: string;

beforeAll(async () => {
  const fx = await makeSearchApp();
  ({ app, db } = fx);
  demo = await fx.tokenFor('demo');
  rival = await fx.tokenFor('rival');
});

const get = async (ws: number, token = demo) =>
  app.inject({
    method: 'GET',
    url: `/api/workspaces/${ws}/available-filters`,
    headers: { authorization: `Bearer ${token}` },
  });

const values = (group: { options: { value: string }[] } | undefined) => group?.options.map((o) => o.value);

describe('GET /workspaces/{id}/available-filters', () => {
  it('lists the options present in the workspace data, with friendly names', async () => {
    const res = await get(1);
    expect(res.statusCode).toBe(200);
    const f = res.json();
    // The custom channel has no value in the channels enum, so it is not offered as a filter.
    expect(f.channels).toEqual({
      name: 'Channels',
      key: 'channels',
      options: [
        { name: 'News', value: 'news' },
        { name: 'TikTok', value: 'tiktok' },
        { name: 'X (Twitter)', value: 'twitter' },
      ],
    });
    expect(f.languages.options).toEqual([
      { name: 'English', value: 'en' },
      { name: 'French', value: 'fr' },
      { name: 'German', value: 'de' },
      { name: 'Spanish', value: 'es' },
    ]);
    expect(f.bot_ratings.options).toEqual([
      { name: 'None', value: 'none' },
      { name: 'Unlikely', value: 'unlikely' },
      { name: 'Likely', value: 'likely' },
    ]);
    expect(f.mention_type.social_media).toEqual({
      name: 'Social Media Posts',
      key: 'mention_type.social_media',
      options: [
        { name: 'Original Posts', value: 'original_posts' },
        { name: 'Reposts', value: 'reposts' },
      ],
    });
    expect(values(f.mention_type.news)).toEqual(['news']);
    expect(values(f.mention_type.podcasts)).toEqual([]);
    expect(values(f.publisher_geography.source_country)).toEqual(['France', 'United States']);
    expect(f.publisher_geography.source_sub_region.key).toBe('publisher_geography.source_sub_region');
    expect(values(f.domains)).toEqual(['reuters.com', 'x.com', 'ft.com', 'intranet.demo', 'tiktok.com']);
    expect(f.narratives.options[0]).toEqual({ name: 'Oil spills', value: '1' });
  });

  it('lists the workspace Smart Category models and the team non-integer custom enrichments', async () => {
    const f = (await get(1)).json();
    expect(f.smart_categories.models).toEqual([
      {
        name: 'Favorability',
        enrichment_id: 244,
        options: [
          { name: 'Positive', value: '244:c0' },
          { name: 'Negative', value: '244:c1' },
        ],
      },
    ]);
    expect(f.custom_enrichments.models.map((m: { enrichment_id: number }) => m.enrichment_id)).toEqual([
      1681, 1682,
    ]);
    expect(values(f.custom_enrichments.models[0])).toEqual(['1681:Substantiated', '1681:False']);
  });

  it('adds recorded values not yet among the options, and refreshes when the workspace changes', async () => {
    db.prepare(
      "INSERT INTO mention_custom_values (mention_id, enrichment_id, value) VALUES (2, 1681, 'Misleading')",
    ).run();
    expect(values((await get(1)).json().custom_enrichments.models[0])).toContain('1681:Misleading');
    db.prepare("UPDATE workspaces SET query = 'football', channels = '[\"news\"]' WHERE id = 1").run();
    rematchWorkspace(db, 1);
    expect(values((await get(1)).json().channels)).toEqual(['news']);
  });

  it('keeps teams apart', async () => {
    expect((await get(1, rival)).statusCode).toBe(404);
    const f = (await get(2, rival)).json();
    expect(f.custom_enrichments.models.map((m: { name: string }) => m.name)).toEqual(['Rival secret']);
    expect(f.smart_categories.models.map((m: { name: string }) => m.name)).toEqual(['Rival model']);
  });
});
