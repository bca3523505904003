import { Stack, Text } from '@mantine/core';
import type { Workspace } from '@/api/workspaces';
import { BOT_LIKE_RATINGS } from '@/api/schemas/common';
import { AnchorLink } from '@/components/router-links';
import { NarrativeStatusBadge } from '@/components/narrative-status-badge';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { formatChange } from '@/analysis/charts/period-change';
import { changeTone } from '@/analysis/pulse/pulse-figures';
import { CellState, count, signedCount, signedFixed, trendClass } from './pulse-cells';
import { PulseSparkline } from './pulse-sparkline';
import { usePulseRow, type PulsePlan } from './use-pulse-row';
import classes from './pulse.module.css';

type Props = {
  ws: Workspace;
  plan: PulsePlan;
  tz: DateRangeSearch['tz'];
};

/** One workspace: every figure links to the area that explains it, in the same window. */
export function PulseRowView({ ws, plan, tz }: Props) {
  const { cells } = usePulseRow(ws, plan);
  const params = { workspaceId: ws.id };
  const ready = cells.volume.state === 'ready' && cells.change.state === 'ready';
  return (
    <tr data-testid="pulse-row" data-workspace-id={ws.id} data-ready={ready || undefined}>
      <td className={`${classes.wide} ${classes.titleCell}`}>
        <Stack gap={4} align="flex-start">
          <AnchorLink to="/w/$workspaceId/mentions" params={params} fw={600} data-testid="pulse-title">
            {ws.title}
          </AnchorLink>
          {ws.folder && (
            <Text size="xs" c="dimmed">
              {ws.folder.title}
            </Text>
          )}
          <NarrativeStatusBadge status={ws.narrativeDetection.status} />
        </Stack>
      </td>
      <td className={classes.num} data-label="Volume" data-figure="volume">
        <CellState cell={cells.volume}>
          {(v) => (
            <AnchorLink
              to="/w/$workspaceId/mentions"
              params={params}
              aria-label={`${count(v.volume)} mentions in ${ws.title}: open them`}
            >
              {count(v.volume)}
            </AnchorLink>
          )}
        </CellState>
        <CellState cell={cells.series}>
          {(s) => (
            <AnchorLink
              to="/w/$workspaceId/charts"
              params={params}
              search={{ measure: 'timeline' }}
              display="block"
              aria-label={`Volume over time of ${ws.title}`}
            >
              <PulseSparkline
                points={s.points}
                spikes={s.spikes}
                label={`${plan.plan.interval === 'hour' ? 'Hourly' : 'Daily'} volume of ${ws.title}, ${s.spikes.length} spikes flagged`}
              />
            </AnchorLink>
          )}
        </CellState>
      </td>
      <td className={classes.num} data-label="Change" data-figure="change">
        <CellState cell={cells.change}>
          {({ change }) => (
            <AnchorLink
              to="/w/$workspaceId/charts"
              params={params}
              search={{ measure: 'timeline', compare: true }}
              className={trendClass(change.delta)}
              title={`${count(change.previous)} mentions in the previous period`}
              data-delta={change.delta}
              data-previous={change.previous}
            >
              {formatChange(change)}
            </AnchorLink>
          )}
        </CellState>
      </td>
      <td className={classes.num} data-label="Spikes" data-figure="spikes">
        <CellState cell={cells.series}>
          {(s) => (
            <AnchorLink
              to="/w/$workspaceId/charts"
              params={params}
              search={{ measure: 'timeline' }}
              title={s.note}
            >
              {s.spikes.length}
              {s.latest && (
                <Text span size="xs" c="dimmed" display="block">
                  latest{' '}
                  {formatInZone(
                    s.latest.date,
                    tz,
                    s.latest.date.endsWith('T00:00:00.000Z') ? 'MMM D' : 'MMM D HH:mm',
                  )}
                </Text>
              )}
            </AnchorLink>
          )}
        </CellState>
      </td>
      <td data-label="Rising narrative" data-figure="rising">
        {cells.rising.state === 'off' ? (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ) : (
          <CellState cell={cells.rising}>
            {(n) =>
              n ? (
                <AnchorLink
                  to="/w/$workspaceId/narratives/$narrativeId"
                  params={{ ...params, narrativeId: n.id }}
                  search={{ compare: true }}
                  size="sm"
                >
                  {n.title}
                  <Text span size="xs" className={classes.good} display="block">
                    {n.isNew ? `new, ${count(n.current)}` : `${signedCount(n.delta)} mentions`}
                  </Text>
                </AnchorLink>
              ) : (
                <Text size="xs" c="dimmed">
                  None rising
                </Text>
              )
            }
          </CellState>
        )}
      </td>
      <td className={classes.num} data-label="Bot share" data-figure="bots">
        <CellState cell={cells.volume}>
          {({ bots }) => (
            <AnchorLink
              to="/w/$workspaceId/mentions"
              params={params}
              search={{ bot_ratings: [...BOT_LIKE_RATINGS] }}
              title={`${count(bots.bots)} of ${count(bots.total)} mentions rated likely bots or worse`}
            >
              {bots.percent === null ? '—' : `${bots.percent.toFixed(1)}%`}
            </AnchorLink>
          )}
        </CellState>
        <CellState cell={cells.change}>
          {({ botChange }) =>
            botChange === null ? null : (
              <Text
                size="xs"
                className={trendClass(botChange, 'bad')}
                data-tone={changeTone(botChange, 'bad')}
                title="Change of the bot share in percentage points: a rise is a warning"
              >
                {signedFixed(botChange)} pp
              </Text>
            )
          }
        </CellState>
      </td>
    </tr>
  );
}
