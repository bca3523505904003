/** The demo and rival teams' folders and workspaces. Queries use the filter-expression language. */
export interface WorkspaceDef {
  title: string;
  folder: string | null;
  query: string;
  channels: readonly string[];
  /** Smart Category models created for the workspace (demo only). */
  models: readonly ('favorability' | 'claimType' | 'stance')[];
}

export interface TeamDef {
  name: string;
  password: string;
  folders: readonly string[];
  workspaces: readonly WorkspaceDef[];
  customChannel: { name: string; source: string };
}

export const DEMO_TEAM: TeamDef = {
  name: 'demo',
  password: 'demo',
  folders: ['Energy & Climate', 'Tech & Security', 'Public Affairs', 'Markets'],
  customChannel: { name: 'Field reports', source: 'Slack export' },
  workspaces: [
    {
      title: 'Energy transition',
      folder: 'Energy & Climate',
      channels: ['news', 'twitter', 'reddit', 'youtube'],
      models: ['favorability', 'claimType'],
      query:
        '("electric vehicle" OR EV OR battery OR solar OR "wind farm" OR "heat pump" OR grid) AND NOT recall',
    },
    {
      title: 'Climate protests',
      folder: 'Energy & Climate',
      channels: ['news', 'twitter', 'telegram'],
      models: ['favorability', 'stance'],
      query:
        '(climate AND (protest OR protesters OR activists OR blockade OR strike OR march)) OR "Extinction Rebellion"',
    },
    {
      title: 'AI regulation',
      folder: 'Tech & Security',
      channels: ['news', 'twitter', 'reddit', 'youtube'],
      models: ['favorability', 'claimType'],
      query:
        '("artificial intelligence" OR AI OR chatbot OR "AI Act") AND (law OR rules OR regulators OR regulation OR act OR bill OR oversight OR safety OR lawsuit OR copyright OR order OR summit OR testers)',
    },
    {
      title: 'Semiconductor supply chain',
      folder: 'Tech & Security',
      channels: ['news', 'twitter'],
      models: ['favorability'],
      query: 'semiconductor OR chip OR chips OR fab OR wafer OR TSMC',
    },
    {
      title: 'Cyber attacks',
      folder: 'Tech & Security',
      channels: ['news', 'twitter', 'reddit', 'telegram'],
      models: ['favorability', 'claimType'],
      query: 'ransomware OR cyberattack OR "data breach" OR hackers OR phishing OR "zero-day"',
    },
    {
      title: 'Vaccine policy',
      folder: 'Public Affairs',
      channels: ['news', 'twitter', 'youtube'],
      models: ['favorability', 'claimType'],
      query: 'vaccine OR vaccines OR vaccination OR immunization OR booster OR mRNA',
    },
    {
      title: 'Election integrity',
      folder: 'Public Affairs',
      channels: ['news', 'twitter', 'reddit', 'telegram', 'youtube'],
      models: ['favorability', 'claimType'],
      query:
        '(election OR ballot OR ballots OR voter OR voting OR "polling stations") AND (fraud OR integrity OR audit OR misinformation OR interference OR observers OR security OR officials OR court)',
    },
    {
      title: 'Housing costs',
      folder: 'Public Affairs',
      channels: ['news', 'twitter', 'reddit'],
      models: ['favorability'],
      query:
        'rent OR rents OR mortgage OR "housing market" OR "affordable housing" OR homelessness OR "house prices"',
    },
    {
      title: 'Crypto markets',
      folder: 'Markets',
      channels: ['news', 'twitter', 'reddit', 'youtube'],
      models: ['favorability', 'stance'],
      query: 'bitcoin OR ethereum OR crypto OR stablecoin OR "crypto exchange"',
    },
    {
      title: 'Food prices',
      folder: 'Markets',
      channels: ['news', 'twitter'],
      models: ['favorability'],
      query:
        '"food prices" OR "grocery prices" OR "food inflation" OR wheat OR fertilizer OR cocoa OR "food bank" OR "food banks"',
    },
    {
      title: 'Space industry',
      folder: null,
      channels: ['news', 'twitter', 'youtube'],
      models: ['favorability'],
      query: 'rocket OR satellite OR satellites OR spacecraft OR "lunar lander" OR orbit',
    },
    {
      title: 'Water security',
      folder: null,
      channels: ['news', 'twitter', 'reddit'],
      models: ['favorability', 'stance'],
      query:
        'drought OR "water rationing" OR desalination OR aquifer OR reservoir OR reservoirs OR "water deal"',
    },
  ],
};

export const RIVAL_TEAM: TeamDef = {
  name: 'rival',
  password: 'rival',
  folders: ['Watchlist'],
  customChannel: { name: 'Press clippings', source: 'Clipping service' },
  workspaces: [
    {
      title: 'EV competitors',
      folder: 'Watchlist',
      channels: ['news', 'twitter'],
      models: ['favorability'],
      query: '("electric vehicle" OR EV OR battery) AND (sales OR prices OR gigafactory)',
    },
    {
      title: 'Chip export controls',
      folder: 'Watchlist',
      channels: ['news', 'twitter', 'reddit'],
      models: [],
      query: '(chip OR chips OR semiconductor) AND (export OR controls OR China)',
    },
    {
      title: 'Crypto enforcement',
      folder: null,
      channels: ['news', 'twitter', 'youtube'],
      models: [],
      query: '(crypto OR bitcoin OR stablecoin) AND (SEC OR lawsuit OR enforcement OR law OR hackers)',
    },
  ],
};

/** The seeded sign-in accounts (one per team, named after it): for evaluation only. */
export const DEMO_USERNAMES = [DEMO_TEAM.name, RIVAL_TEAM.name];
