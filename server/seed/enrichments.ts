import type { Db } from '../db/open';
import { createRng } from '../lib/random';

type ModelKind = 'favorability' | 'claimType' | 'stance';

/** Smart Category models: labels in key order (c0, c1, …) and a text rule that picks one. */
const MODELS: Record<ModelKind, { name: string; labels: string[]; classify: (text: string) => number }> = {
  favorability: {
    name: 'Favorability',
    labels: ['Positive', 'Neutral', 'Negative'],
    classify: (t) =>
      /\b(warned|risks?|failure|slammed|disaster|crisis|fear|losses|attack|threat|record low|shortage|chaos)\b/i.test(
        t,
      )
        ? 2
        : /\b(welcomed|boost|praised|win|hailed|good news|record high|promise|success)\b/i.test(t)
          ? 0
          : 1,
  },
  claimType: {
    name: 'Claim type',
    labels: ['Factual report', 'Opinion', 'Speculation', 'Call to action'],
    classify: (t) =>
      /\b(share this|share it|sign the|join the|contact your)\b/i.test(t)
        ? 3
        : /\b(rumours|could be|claim|may be|unverified)\b/i.test(t)
          ? 2
          : /\b(critics|supporters|honestly|not surprised|big if true|opponents)\b/i.test(t)
            ? 1
            : 0,
  },
  stance: {
    name: 'Stance toward policy',
    labels: ['Supportive', 'Opposed', 'Mixed'],
    classify: (t) => {
      const pro = /\b(welcomed|praised|hailed|support)/i.test(t);
      const con = /\b(slammed|condemn|opponents|critics|angrily)/i.test(t);
      return pro && con ? 2 : con ? 1 : pro ? 0 : 2;
    },
  },
};

/** Creates the workspace's Smart Category models and classifies each of its mentions from its text. */
export function seedSmartCategories(db: Db, workspaceId: number, kinds: readonly ModelKind[]): void {
  const insertModel = db.prepare('INSERT INTO smart_category_models (workspace_id, name) VALUES (?, ?)');
  const insertLabel = db.prepare('INSERT INTO smart_category_labels (model_id, key, name) VALUES (?, ?, ?)');
  const insertValue = db.prepare(
    'INSERT INTO mention_smart_categories (mention_id, model_id, category_key) VALUES (?, ?, ?)',
  );
  const mentions = db
    .prepare(
      'SELECT m.id, m.title, m.text FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id WHERE wm.workspace_id = ?',
    )
    .raw()
    .all(workspaceId) as [number, string | null, string | null][];
  db.transaction(() => {
    for (const kind of kinds) {
      const model = MODELS[kind];
      const modelId = Number(insertModel.run(workspaceId, model.name).lastInsertRowid);
      model.labels.forEach((label, i) => insertLabel.run(modelId, `c${i}`, label));
      for (const [id, title, text] of mentions)
        insertValue.run(id, modelId, `c${model.classify(`${title ?? ''} ${text ?? ''}`)}`);
    }
  })();
}

interface EnrichmentSpec {
  name: string;
  type: 'categorical' | 'multivalue_categorical' | 'integer';
  options: string[];
}

const DEMO_ENRICHMENTS: EnrichmentSpec[] = [
  {
    name: 'Disinformation Analysis',
    type: 'categorical',
    options: ['Substantiated', 'Unsubstantiated', 'Needs review'],
  },
  {
    name: 'Themes',
    type: 'multivalue_categorical',
    options: ['Economy', 'Health', 'Security', 'Environment', 'Technology', 'Politics'],
  },
  { name: 'Priority score', type: 'integer', options: [] },
];
const RIVAL_ENRICHMENTS: EnrichmentSpec[] = [
  { name: 'Risk level', type: 'categorical', options: ['Low', 'Medium', 'High'] },
];

/**
 * The team's custom enrichments with values on a few hundred of its workspaces' mentions, as if
 * written through PUT /mentions/customEnrichments (values derived from the mention text).
 */
export function seedCustomEnrichments(
  db: Db,
  opts: { teamId: number; team: 'demo' | 'rival'; seed: number; now: number },
): void {
  const specs = opts.team === 'demo' ? DEMO_ENRICHMENTS : RIVAL_ENRICHMENTS;
  const rng = createRng(opts.seed, `enrichments/${opts.team}`);
  const mentions = db
    .prepare(
      `SELECT DISTINCT m.id, m.title, m.text FROM workspace_mentions wm JOIN workspaces w ON w.id = wm.workspace_id
       JOIN mentions m ON m.id = wm.mention_id WHERE w.team_id = ? ORDER BY m.id`,
    )
    .raw()
    .all(opts.teamId) as [number, string | null, string | null][];
  const insertEnrichment = db.prepare(
    'INSERT INTO custom_enrichments (team_id, name, type, options, created) VALUES (?, ?, ?, ?, ?)',
  );
  const insertValue = db.prepare(
    'INSERT OR IGNORE INTO mention_custom_values (mention_id, enrichment_id, value) VALUES (?, ?, ?)',
  );
  const target = Math.min(mentions.length, opts.team === 'demo' ? 400 : 120);
  db.transaction(() => {
    for (const spec of specs) {
      const enrichmentId = Number(
        insertEnrichment.run(
          opts.teamId,
          spec.name,
          spec.type,
          JSON.stringify(spec.options),
          opts.now - 40 * 86_400_000,
        ).lastInsertRowid,
      );
      const step = mentions.length / Math.max(1, target);
      for (let i = 0; i < target; i++) {
        const [id, title, text] =
          mentions[Math.floor(i * step + rng.next() * step * 0.9)] ??
          (mentions[0] as [number, string | null, string | null]);
        for (const value of valuesFor(spec.name, `${title ?? ''} ${text ?? ''}`, rng))
          insertValue.run(id, enrichmentId, value);
      }
    }
  })();
}

function valuesFor(name: string, text: string, rng: ReturnType<typeof createRng>): string[] {
  if (name === 'Disinformation Analysis') {
    return [
      /\b(rumours|claim|debunked|could be)\b/i.test(text)
        ? 'Unsubstantiated'
        : rng.chance(0.3)
          ? 'Needs review'
          : 'Substantiated',
    ];
  }
  if (name === 'Themes') {
    const themes = [
      [/\b(prices?|market|jobs|billion|costs?|inflation)\b/i, 'Economy'],
      [/\b(vaccines?|hospitals?|health|measles)\b/i, 'Health'],
      [/\b(hackers?|attack|security|military|police)\b/i, 'Security'],
      [/\b(climate|drought|water|solar|wind|emissions)\b/i, 'Environment'],
      [/\b(AI|chips?|satellites?|battery|software|data)\b/, 'Technology'],
      [/\b(law|election|ministers?|government|parliament|court)\b/i, 'Politics'],
    ] as const;
    const hits = themes.filter(([re]) => re.test(text)).map(([, theme]) => theme);
    return hits.length ? hits : ['Politics'];
  }
  if (name === 'Priority score')
    return [String(/\b(crisis|attack|emergency|record)\b/i.test(text) ? rng.int(7, 10) : rng.int(1, 7))];
  return [
    /\b(fraud|attack|hackers|lawsuit|crisis)\b/i.test(text) ? 'High' : rng.chance(0.5) ? 'Medium' : 'Low',
  ];
}
