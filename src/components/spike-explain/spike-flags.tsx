import { Alert, Button, Group, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { IconFlag } from '@tabler/icons-react';
import type { Sensitivity, Spike } from '@/analysis/spikes/spike-detection';
import { spikeWhen } from '@/analysis/spikes/spike-window';
import { ratioText } from './spike-marks';
import type { VolumeSpikes } from './use-volume-spikes';
import classes from './spike-explain.module.css';

type Props = {
  state: VolumeSpikes;
  sensitivity: Sensitivity;
  onSensitivity: (s: Sensitivity) => void;
  onOpen: (spike: Spike) => void;
  /** The analyst's zone name (day buckets say "UTC" unless the analyst works in UTC; hours are in this zone). */
  zone: string;
  selected?: string | null;
};

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** The sensitivity control and the flagged days or hours beside a timeline; each flag opens its explanation. */
export function SpikeFlags({ state, sensitivity, onSensitivity, onOpen, zone, selected }: Props) {
  return (
    <Stack gap={6} className={classes.flags} data-testid="spike-flags">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Spikes
        </Text>
        <SegmentedChoice
          size="xs"
          aria-label="Spike sensitivity"
          value={sensitivity}
          onChange={onSensitivity}
          data={[
            { value: 'low', label: 'Low' },
            { value: 'medium', label: 'Medium' },
            { value: 'high', label: 'High' },
          ]}
        />
      </Group>
      {state.status === 'pending' ? (
        <Group gap="xs">
          <Loader size="xs" aria-label="Looking for spikes" />
          <Text size="xs" c="dimmed">
            Looking for spikes…
          </Text>
        </Group>
      ) : state.status === 'error' ? (
        <Alert color="red" p="xs" title="Could not look for spikes">
          <Text size="xs">{state.message}</Text>
          {state.retry && (
            <Button size="compact-xs" variant="light" mt={4} onClick={state.retry}>
              Retry
            </Button>
          )}
        </Alert>
      ) : state.spikes.length === 0 ? (
        <Text size="xs" c="dimmed">
          No {state.interval} rises above its usual volume at {sensitivity} sensitivity.
        </Text>
      ) : (
        <ul className={classes.flagList} aria-label={`Flagged ${state.interval}s`}>
          {state.spikes.map((s) => (
            <li key={s.date}>
              <UnstyledButton
                className={classes.flag}
                data-at={s.date}
                data-active={selected === s.date || undefined}
                onClick={() => onOpen(s)}
              >
                {/* The visible figures are the name; hidden words make it a sentence for screen readers. */}
                <IconFlag size={14} color="var(--mantine-color-orange-7)" aria-hidden />
                <VisuallyHidden>Explain the spike of </VisuallyHidden>
                <span className={classes.flagDate}>{spikeWhen(s.date, state.interval, zone)}</span>
                <VisuallyHidden>: </VisuallyHidden>
                <span className={classes.flagCount}>{count(s.count)}</span>
                <VisuallyHidden> mentions, </VisuallyHidden>
                <span className={classes.flagRatio}>{ratioText(s)}</span>
                <VisuallyHidden>{` the usual ${count(s.baseline)}`}</VisuallyHidden>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ok' && (
        <Text size="xs" c="dimmed">
          {state.note} Count · × the usual volume.
        </Text>
      )}
    </Stack>
  );
}
