import { botShareEvaluator } from './bot-share';
import { narrativeEvaluator } from './narrative';
import { newMentionEvaluator } from './new-mention';
import { spikeEvaluator } from './spike';
import type { Evaluators } from './types';
import { changeEvaluator, volumeEvaluator } from './volume';

/** Every rule kind's evaluator (docs/alerts.md describes each): a typed map, one entry per kind. */
export const EVALUATORS: Evaluators = {
  spike: spikeEvaluator,
  volume: volumeEvaluator,
  change: changeEvaluator,
  narrative: narrativeEvaluator,
  bot_share: botShareEvaluator,
  new_mention: newMentionEvaluator,
};
