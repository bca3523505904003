import type { CSSProperties } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/router-links';
import { formatPeriodValue, formatValue } from '@/analysis/charts/chart-format';
import type { DateRangeSearch } from '@/lib/date-range';
import { changeTone } from '@/analysis/pulse/pulse-figures';
import { BOT_LIKE_RATINGS_TEXT } from '@/lib/labels';
import { botMentionFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import type { VoiceWorkspace } from '@/analysis/voice/share-of-voice-model';
import { voiceTarget } from '@/analysis/voice/voice-target';
import type { BotSharePeriod } from '@/analysis/voice/voice-bot-share';
import { useVoiceBotShares } from './use-voice-bot-shares';
import classes from './share-of-voice.module.css';

type Props = {
  voices: readonly VoiceWorkspace[];
  filters: MentionFilterSearch;
  range: DateRangeSearch;
  compare: boolean;
};

const count = (n: number) => formatValue(n, 'count');
/** A rising bot share in red (a warning), a falling one in teal. */
const TONE_COLOR = { good: 'teal', bad: 'red', none: undefined } as const;

/**
 * One bot-share figure per compared workspace, side by side: the share of its mentions in the
 * window (with the common filters) rated as bots, the previous period's and the change in points.
 * Each share opens exactly those mentions in that workspace's mention browser.
 */
export function VoiceBotShares({ voices, filters, range, compare }: Props) {
  const { cells, prevWindow } = useVoiceBotShares(voices, filters, range, compare);
  const bots = botMentionFilters(filters);
  /** The figure as a link to its mentions (plain text when the filters keep no bot rating). */
  const share = (id: number, name: string, p: BotSharePeriod, window?: { since: string; to: string }) => {
    const text = formatValue(p.percent, 'percent');
    const target = bots && voiceTarget({ filters: bots, range }, String(id), window);
    if (!target) return text;
    const when = window ? ' in the previous period' : '';
    return (
      <AnchorLink
        to="/w/$workspaceId/mentions"
        params={{ workspaceId: target.workspaceId }}
        search={target.search}
        inherit
        aria-label={`${name}: ${text} bot share${when}, open its ${count(p.bots)} bot-rated mentions`}
        data-testid={window ? 'bot-share-previous' : 'bot-share-link'}
      >
        {text}
      </AnchorLink>
    );
  };
  return (
    <Stack gap={6} data-testid="voice-bot-shares">
      <Text size="sm" c="dimmed">
        Bot share: the part of each workspace’s mentions rated {BOT_LIKE_RATINGS_TEXT} bots. News and podcasts
        carry no rating and count in the total.
      </Text>
      <div className={classes.cards} style={{ '--n': voices.length } as CSSProperties}>
        {voices.map((v, i) => {
          const cell = cells[i]!;
          return (
            <Paper key={v.id} withBorder p="sm" data-testid="bot-share" data-workspace-id={v.id}>
              <Text size="sm" fw={500} truncate title={v.name}>
                {v.name}
              </Text>
              {cell.state === 'loading' ? (
                <Skeleton h={40} mt={6} role="img" aria-label="Counting…" />
              ) : cell.state === 'error' ? (
                <Group gap={4} mt={6}>
                  <Text size="xs" c="red">
                    Could not count: {cell.error.message}
                  </Text>
                  <Button variant="subtle" size="compact-xs" onClick={cell.retry}>
                    Retry
                  </Button>
                </Group>
              ) : (
                <>
                  <Text fz="xl" fw={700} data-testid="bot-share-value">
                    {share(v.id, v.name, cell.value)}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="bot-share-count">
                    {count(cell.value.bots)} of {count(cell.value.total)} mentions
                  </Text>
                  {cell.value.previous && (
                    <Text size="xs" c="dimmed" data-testid="bot-share-change">
                      Before: {share(v.id, v.name, cell.value.previous, prevWindow)}
                      {' · '}
                      <Text
                        span
                        inherit
                        c={TONE_COLOR[changeTone(cell.value.change, 'bad') ?? 'none']}
                        data-tone={changeTone(cell.value.change, 'bad')}
                        title="Change in percentage points (— when a period has no mentions): a rising bot share is a warning"
                      >
                        {formatPeriodValue(cell.value.change, 'percent', true)}
                      </Text>
                    </Text>
                  )}
                </>
              )}
            </Paper>
          );
        })}
      </div>
    </Stack>
  );
}
