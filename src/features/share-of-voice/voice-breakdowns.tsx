import type { CSSProperties } from 'react';
import { Stack, Title } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { ChartPanel } from '@/components/charts/panel';
import type { DimensionOption } from '@/components/charts/chart-dimensions';
import { PinButton } from '@/components/charts/pin-button';
import { PanelLoading } from '@/components/loading-state';
import { VoiceBotShares } from './voice-bot-shares';
import { useVoiceGroups } from './use-voice-groups';
import { VOICE_BREAKDOWNS, type VoiceBreakdown } from './voice-search';
import classes from './share-of-voice.module.css';

type Props = {
  specs: readonly ChartSpec[];
  by: VoiceBreakdown;
  dimensions: readonly DimensionOption[];
  onBy: (by: VoiceBreakdown) => void;
};

/**
 * The same breakdown of each compared workspace, side by side (stacked on a phone), over the same
 * groups (the union of their top groups). Bot share is first one figure per workspace, then each
 * workspace's mentions by every bot rating, in order.
 */
export function VoiceBreakdowns({ specs: asked, by, dimensions, onBy }: Props) {
  const { specs, ready } = useVoiceGroups(asked);
  const first = specs[0];
  const panelLabel = by === 'bot_ratings' ? 'bot ratings' : VOICE_BREAKDOWNS[by].toLowerCase();
  return (
    <Stack gap="xs" mt="lg" component="section" aria-labelledby="voice-breakdowns">
      <Title order={2} fz="h4" id="voice-breakdowns">
        Each workspace by {VOICE_BREAKDOWNS[by].toLowerCase()}
      </Title>
      <SegmentedChoice
        aria-label="Breakdown"
        data={Object.entries(VOICE_BREAKDOWNS).map(([value, label]) => ({ value, label }))}
        value={by}
        onChange={(v) => onBy(v as VoiceBreakdown)}
        size="xs"
        fullWidth
        // Fits a 390 px screen: the four choices share the width rather than run off it.
        style={{ alignSelf: 'flex-start', width: 440, maxWidth: '100%' }}
      />
      {by === 'bot_ratings' && first && (
        <VoiceBotShares
          voices={specs.map((s) => ({ id: s.workspaceId, name: s.workspaceName ?? String(s.workspaceId) }))}
          filters={first.filters}
          range={first.range}
          compare={first.options.compare}
        />
      )}
      {!ready && <PanelLoading label="Finding the groups every workspace shows" />}
      <div className={classes.panels} style={{ '--n': specs.length } as CSSProperties} hidden={!ready}>
        {(ready ? specs : []).map((spec) => (
          <ChartPanel
            key={spec.workspaceId}
            spec={spec}
            dimensions={dimensions}
            title={`${spec.workspaceName}: ${panelLabel}`}
            level={3}
            compact
            actions={<PinButton spec={spec} />}
          />
        ))}
      </div>
    </Stack>
  );
}
