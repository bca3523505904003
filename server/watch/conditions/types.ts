import type { MentionFilters } from '../../../src/api/schemas';
import type { RuleCondition, RuleKind } from '../../../src/api/schemas/alerts';
import type { MentionFilterSearch } from '../../../src/filters/mention-filters-url';
import type { Win } from '../periods';
import type { RuleReads } from '../reads';

export type Figure = { label: string; value: number; text: string };
export type State = Record<string, unknown>;

/** What one condition sees: the rule's question (filters in the URL's and the API's words). */
export interface EvalInput<C> {
  condition: C;
  ruleId: string;
  title: string;
  createdAt: number;
  zone: string;
  /** The rule's filters as the dashboard's URL holds them (for links). */
  search: Partial<MentionFilterSearch>;
  /** The same filters as the API query (filtersToQuery). */
  filters: MentionFilters;
  reads: RuleReads;
  /** The evaluation's instant. */
  at: number;
  /** The evaluator's memory from the last cycle (null the first time). */
  state: State | null;
  /** Whether this bucket fired already (so a spike is not explained again every cycle). */
  fired: (window: string, bucketStart: number) => Promise<boolean>;
}

/** One firing, before it becomes an event. */
export interface Firing {
  /** The dedupe key's middle: the period or bucket kind (`day`, `hour`, `narrative-12/day`…). */
  window: string;
  /** [from, to): the bucket or period that fired. */
  win: Win;
  headline: string;
  summary: string;
  figures: Figure[];
  /** Filters beyond the rule's that name exactly these mentions (a narrative, the bot ratings). */
  narrow?: Partial<MentionFilterSearch>;
}

export interface Evaluation {
  fires: Firing[];
  state?: State;
}

export interface Preview {
  fires: Firing[];
  examined: string;
}

export interface ConditionEvaluator<C> {
  evaluate(input: EvalInput<C>): Promise<Evaluation>;
  /** The same test over the past buckets of [from, to), writing nothing and explaining nothing. */
  preview(input: EvalInput<C>, from: number, to: number): Promise<Preview>;
  /** When the rule is next due after an evaluation at `at`. */
  nextDue(condition: C, at: number, zone: string): number;
}

export type Evaluators = { [K in RuleKind]: ConditionEvaluator<Extract<RuleCondition, { kind: K }>> };

const n = (v: number) => Math.round(v).toLocaleString('en-US');
export const figure = (label: string, value: number, text = n(value)): Figure => ({ label, value, text });
export const count = n;
export const plural = (v: number, word: string) => `${n(v)} ${word}${Math.round(v) === 1 ? '' : 's'}`;
export const pct = (v: number) => `${Math.round(v * 10) / 10} %`;

/** Preview examines at most this many periods (each costs one or two calls). */
export const PREVIEW_PERIODS_MAX = 62;
