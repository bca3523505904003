import type { Rng } from '../lib/random';
import type { Storyline, Topic } from './story-types';
import { energyTopic, climateProtestTopic, waterTopic } from './stories-energy-climate';
import { aiTopic, chipsTopic, cyberTopic, spaceTopic } from './stories-tech';
import { vaccineTopic, electionTopic, housingTopic } from './stories-public';
import { cryptoTopic, foodTopic, unmatchedTopic } from './stories-markets';

export const TOPICS: readonly Topic[] = [
  energyTopic,
  climateProtestTopic,
  waterTopic,
  aiTopic,
  chipsTopic,
  cyberTopic,
  spaceTopic,
  vaccineTopic,
  electionTopic,
  housingTopic,
  cryptoTopic,
  foodTopic,
  unmatchedTopic,
];

/** One storyline with its topic, flattened so a mention can pick it from one weighted table. */
export interface StoryRef {
  topic: Topic;
  story: Storyline;
  weight: number;
}

export function allStories(topics: readonly Topic[] = TOPICS): StoryRef[] {
  return topics.flatMap((topic) => {
    const total = topic.storylines.reduce((s, st) => s + st.weight, 0);
    return topic.storylines.map((story) => ({ topic, story, weight: (topic.weight * story.weight) / total }));
  });
}

/** Closing sentences that carry the tone words the Favorability model later reads. */
const TONE_SENTENCES = {
  positive: [
    'Supporters welcomed the move as a major boost.',
    'Analysts praised the progress and called it a win.',
    'Many hailed the decision as good news.',
  ],
  negative: [
    'Critics warned of serious risks and called it a failure.',
    'Opponents slammed the plan as a disaster.',
    'Observers fear the crisis will get worse.',
  ],
  neutral: [
    'Officials said more details would follow.',
    'The situation remains under review.',
    'Further updates are expected next week.',
  ],
};
/** Rarer add-ons (speculation, calls to action) in several wordings, so none forms a story of its own. */
const SPECULATION = [
  'Some claim the real numbers could be far higher.',
  'Rumours suggest the plan may be reversed.',
  'Unverified posts claim officials knew for months.',
  'One account says the figures could be manipulated.',
  'Rumours of a cover-up may be spreading faster than facts.',
  'Several users claim insiders leaked the decision early.',
];
const CALLS = [
  'Share this and contact your representative.',
  'Join the campaign and sign the petition.',
  'Sign the open letter and share it widely.',
  'Contact your local office and join the rally.',
];

export type Tone = 'positive' | 'neutral' | 'negative';

export interface FilledStory {
  title: string;
  sentences: string[];
  tone: Tone;
}

/** Fills a storyline's templates; one slot name gets one value within a mention. */
export function fillStory(rng: Rng, ref: StoryRef, sentenceCount: number): FilledStory {
  const chosen = new Map<string, string>();
  const slot = (name: string): string => {
    const known = chosen.get(name);
    if (known !== undefined) return known;
    const pool = ref.story.slots?.[name] ?? ref.topic.slots[name];
    let value: string;
    if (pool) value = rng.pick(pool);
    else if (name === 'n') value = String(rng.int(2, 9));
    else if (name === 'pct') value = String(rng.int(3, 45));
    else if (name === 'bn') value = (rng.int(12, 900) / 10).toFixed(1);
    else if (name === 'year') value = String(rng.int(2027, 2035));
    else value = name;
    chosen.set(name, value);
    return value;
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_m, name: string) => slot(name));
  const filled = fill(rng.pick(ref.story.titles));
  // A title starting with a slot value ("the grid regulator …") gets a capital; "mRNA …" keeps its case.
  const title = /^[a-z][a-z]*\b/.test(filled) ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
  const pool = ref.story.sentences;
  const start = rng.int(0, pool.length - 1);
  const sentences: string[] = [];
  for (let i = 0; i < Math.min(sentenceCount, pool.length); i++)
    sentences.push(fill(pool[(start + i) % pool.length] as string));
  const toneDraw = rng.next() * 2 - 1 + ref.story.tone * 0.7;
  const tone: Tone = toneDraw > 0.45 ? 'positive' : toneDraw < -0.45 ? 'negative' : 'neutral';
  sentences.push(rng.pick(TONE_SENTENCES[tone]));
  if (rng.chance(0.05)) sentences.push(rng.pick(SPECULATION));
  else if (rng.chance(0.03)) sentences.push(rng.pick(CALLS));
  return { title, sentences, tone };
}

export function slugify(title: string): string {
  const lower = title.toLowerCase();
  // Most titles are ASCII: skip the (slow) Unicode decomposition for them.
  return (/[^ -~]/.test(lower) ? lower.normalize('NFD') : lower)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
