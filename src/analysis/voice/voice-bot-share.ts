import { botShare, botShareChange } from '@/analysis/pulse/pulse-figures';

/**
 * Share of voice's bot share: per workspace, the part of its mentions in the window (with the
 * common filters) that the data rates as bots, counted exactly as the pulse counts it
 * (`botShare`: bot-like ratings over every matching mention), beside the previous period's.
 */

type Distribution = Parameters<typeof botShare>[0];

export interface BotSharePeriod {
  bots: number;
  total: number;
  /** 0–100, one decimal; 0 (not dropped) when the workspace has no mentions in the period. */
  percent: number;
  /** No mentions at all in the period. */
  empty: boolean;
}

export interface VoiceBotShare extends BotSharePeriod {
  previous: BotSharePeriod | null;
  /** Percentage points, one decimal; null when either period has no mentions. */
  change: number | null;
}

const period = (d: Distribution): BotSharePeriod => {
  const s = botShare(d);
  return { bots: s.bots, total: s.total, percent: s.percent ?? 0, empty: s.total === 0 };
};

/** One workspace's bot share from its `group_by=bot_ratings` distributions (previous: when comparing). */
export function voiceBotShare(current: Distribution, previous: Distribution | null): VoiceBotShare {
  const now = period(current);
  if (!previous) return { ...now, previous: null, change: null };
  return {
    ...now,
    previous: period(previous),
    change: botShareChange(botShare(current), botShare(previous)),
  };
}
