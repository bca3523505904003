/**
 * A storyline is a template family: every mention of one storyline is written from the same titles
 * and sentences with slots filled from the same vocabularies, so mentions of a story share words
 * (which is what narrative detection later discovers). `{slot}` names refer to the storyline's
 * slots, then the topic's, then the generator's numeric slots ({n}, {pct}, {bn}, {year}, {day}).
 */
export interface Storyline {
  key: string;
  /** Relative share of the topic's volume. */
  weight: number;
  /** -1 (mostly negative coverage) … 1 (mostly positive). */
  tone: number;
  titles: readonly string[];
  sentences: readonly string[];
  slots?: Readonly<Record<string, readonly string[]>>;
}

export interface Topic {
  key: string;
  /** Relative share of all standard-channel mentions. */
  weight: number;
  hashtags: readonly string[];
  slots: Readonly<Record<string, readonly string[]>>;
  storylines: readonly Storyline[];
}
