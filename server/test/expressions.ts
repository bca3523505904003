import { MAX_PREFIX_TERMS, MAX_TERMS } from '../../src/lib/filter-expression';

/** Filter expressions that probe the search's cost bounds (server tests and `npm run bench:load`). */

/** The expression that took 10–12 s before the limits (1,300 prefix terms): now refused at once. */
export const PATHOLOGICAL_EXPRESSION = Array.from({ length: 1300 }, (_, i) => (i % 2 ? 's*' : 't*')).join(
  ' ',
);

const WORDS = [
  'grid',
  'solar',
  'prices',
  'election',
  'vaccine',
  'chip',
  'bitcoin',
  'drought',
  'rent',
  'rocket',
];

/** At every limit at once: the most terms, the most wildcards, the shortest prefixes, all OR'ed. */
export const COSTLIEST_EXPRESSION = [
  ...['sta', 'pro', 'con', 'com', 'pre', 'man', 'res', 'ind', 'gov', 'int']
    .slice(0, MAX_PREFIX_TERMS)
    .map((p) => `${p}*`),
  ...Array.from({ length: MAX_TERMS - MAX_PREFIX_TERMS }, (_, i) => WORDS[i % WORDS.length]),
].join(' OR ');
