import { Paper, Text } from '@mantine/core';
import { percentOf } from '@/analysis/narratives/narrative-transforms';
import { formatChange, periodChange } from '@/analysis/charts/period-change';
import classes from './narratives.module.css';

type Totals = { mentions: number; bots: number };
type Props = { current?: Totals; previous?: Totals; previousLabel?: string };

const pct = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}%`);

function Stat(props: { label: string; value: string; previous?: string; change?: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fz="xl" fw={700} ff="monospace" data-testid={`${props.testId}-current`}>
        {props.value}
      </Text>
      {props.previous !== undefined && (
        <Text size="xs" c="dimmed">
          Previous period: <span data-testid={`${props.testId}-previous`}>{props.previous}</span>
          {props.change && (
            <>
              {' · '}
              <span data-testid={`${props.testId}-change`}>{props.change}</span>
            </>
          )}
        </Text>
      )}
    </Paper>
  );
}

/** Headline figures of the window; with the comparison, the previous window's figures and the change. */
export function NarrativeTotals({ current, previous }: Props) {
  const n = (v: number | undefined) => (v === undefined ? '…' : v.toLocaleString('en-US'));
  const shareNow = current ? percentOf(current.bots, current.mentions) : null;
  const sharePrev = previous ? percentOf(previous.bots, previous.mentions) : null;
  const shareDelta =
    shareNow !== null && sharePrev !== null
      ? `${shareNow - sharePrev >= 0 ? '+' : '−'}${Math.abs(shareNow - sharePrev).toFixed(1)} pts`
      : undefined;
  return (
    <div className={classes.totals}>
      <Stat
        label="Mentions in window"
        value={n(current?.mentions)}
        previous={previous ? n(previous.mentions) : undefined}
        change={
          current && previous ? formatChange(periodChange(current.mentions, previous.mentions)) : undefined
        }
        testId="total-mentions"
      />
      <Stat
        label="Likely bot mentions"
        value={n(current?.bots)}
        previous={previous ? n(previous.bots) : undefined}
        change={current && previous ? formatChange(periodChange(current.bots, previous.bots)) : undefined}
        testId="total-bots"
      />
      <Stat
        label="Bot share"
        value={current ? pct(shareNow) : '…'}
        previous={previous ? pct(sharePrev) : undefined}
        change={shareDelta}
        testId="bot-share"
      />
    </div>
  );
}
