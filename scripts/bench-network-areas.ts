/**
 * The areas `bench:network` loads, each with the URL a shared link opens and the condition that
 * makes it usable (its first rows or figures visible), as a predicate evaluated in the page;
 * and how the sequential round trips of a load are counted.
 */
export type Area = {
  name: string;
  path: (ids: { workspace: number; narrative: number }) => string;
  signedIn: boolean;
  /** Source of a `() => boolean` run in the page on every frame. */
  usable: string;
};

const has = (selector: string) => `() => !!document.querySelector(${JSON.stringify(selector)})`;

export const AREAS: Area[] = [
  { name: 'sign-in', path: () => '/sign-in', signedIn: false, usable: has('form button[type="submit"]') },
  {
    name: 'pulse',
    path: () => '/pulse',
    signedIn: true,
    usable: has('[data-testid="pulse-row"][data-ready]'),
  },
  {
    name: 'workspaces',
    path: () => '/workspaces',
    signedIn: true,
    usable: has('[data-testid^="workspace-row-"]'),
  },
  {
    name: 'mentions',
    path: ({ workspace }) => `/w/${workspace}/mentions`,
    signedIn: true,
    usable: has('[data-testid="mention-row"]'),
  },
  {
    name: 'narratives',
    path: ({ workspace }) => `/w/${workspace}/narratives`,
    signedIn: true,
    usable: has('[data-testid="narrative-row"]'),
  },
  {
    name: 'narrative detail',
    path: ({ workspace, narrative }) => `/w/${workspace}/narratives/${narrative}`,
    signedIn: true,
    usable: `() => !!document.querySelector('[data-testid="narrative-volume-chart"] svg .recharts-bar-rectangle, [data-testid="narrative-volume-chart"] svg path') && !!document.querySelector('[data-testid="narrative-mention"]')`,
  },
  {
    name: 'charts',
    path: ({ workspace }) => `/w/${workspace}/charts`,
    signedIn: true,
    usable: has('[data-testid="chart-canvas"] svg .recharts-surface, [data-testid="chart-canvas"] svg'),
  },
  {
    name: 'locations',
    path: ({ workspace }) => `/w/${workspace}/locations`,
    signedIn: true,
    usable: has('table[aria-label="Places"] [data-testid="mention-count"]'),
  },
  // Reports live in the browser: a cold load has none, so the list of reports is the view.
  { name: 'reports', path: () => '/reports', signedIn: true, usable: has('nav[aria-label="Reports"]') },
  {
    name: 'enrichments',
    path: () => '/enrichments',
    signedIn: true,
    usable: `() => !!document.querySelector('[data-testid="enrichment-row"]') || [...document.querySelectorAll('h3')].some((h) => h.textContent === 'No custom enrichments yet')`,
  },
  {
    name: 'channels',
    path: () => '/channels',
    signedIn: true,
    usable: has('[data-testid="custom-channels"]'),
  },
];

/** Longest chain of calls in which each started after the previous one ended. */
export function sequentialDepth(calls: readonly { start: number; end: number }[]): number {
  const sorted = [...calls].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  sorted.forEach((c, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= c.start) best = Math.max(best, depth[j]!);
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}
