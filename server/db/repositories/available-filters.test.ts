import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/fixtures';
import { usePlainScan } from '../facts';
import { openReadOnly, type Db } from '../open';
import { availableFilters, TOP_VALUES } from './available-filters';

/**
 * available-filters reads only the domains and authors that can rank among the TOP_VALUES most
 * frequent (found in SQL over workspace_facets); the plain scan counts every value of every
 * mention in JavaScript. On a seed large enough that authors have many more values than are listed,
 * and ties at the cut, the two answer the same for every workspace of both teams.
 */
let t: TestApp;
let plain: Db;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 6000 });
  plain = openReadOnly(t.db.name);
  usePlainScan(plain);
}, 240_000); // seeding 6,000 mentions: well under a minute idle, more on a busy machine
afterAll(async () => {
  plain.close();
  await t.close();
});

const workspaces = () =>
  t.db.prepare('SELECT id, team_id AS teamId FROM workspaces ORDER BY id').all() as {
    id: number;
    teamId: number;
  }[];

/** The TOP_VALUES-th largest count of a facet, and how many values reach it / equal it. */
function cutOf(workspaceId: number, col: string) {
  const counts = t.db
    .prepare('SELECT n FROM workspace_facets WHERE workspace_id = ? AND col = ? ORDER BY n DESC')
    .pluck()
    .all(workspaceId, col) as number[];
  const cut = counts[TOP_VALUES - 1] ?? 0;
  return { values: counts.length, cut, atCut: counts.filter((n) => n === cut).length };
}

describe('available-filters from workspace_facets', () => {
  it('lists exactly what the plain scan lists, for every workspace', () => {
    const all = workspaces();
    expect(all.length).toBeGreaterThan(3);
    for (const ws of all)
      expect(availableFilters(t.db, ws.id, ws.teamId), `workspace ${ws.id}`).toEqual(
        availableFilters(plain, ws.id, ws.teamId),
      );
  });

  it('is tested where the cut matters: more authors than listed, and ties at the cut', () => {
    const largest = t.db
      .prepare('SELECT workspace_id FROM workspace_facts GROUP BY workspace_id ORDER BY count(*) DESC')
      .pluck()
      .get() as number;
    // Authors are many (domains, a few dozen per workspace, are listed in full).
    const { values, cut, atCut } = cutOf(largest, 'author');
    expect(values).toBeGreaterThan(TOP_VALUES);
    expect(cut).toBeGreaterThan(0);
    expect(atCut).toBeGreaterThan(1);
    const listed = availableFilters(t.db, largest, 1);
    expect(listed.authors?.options).toHaveLength(TOP_VALUES);
    expect(listed.domains?.options).toHaveLength(cutOf(largest, 'domain').values);
  });
});
