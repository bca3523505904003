import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Drawer } from '@/components/deferred-overlays';
import { useQuery } from '@tanstack/react-query';
import { spikeExplanationQuery } from '@/analysis/spikes/spike-explanations';
import type { MentionFilters } from '@/api/schemas';
import { ErrorState } from '@/components/error-state';
import type { DateRangeSearchInput } from '@/lib/date-range';
import type { Spike } from '@/analysis/spikes/spike-detection';
import { spikeWhen, type SpikeInterval } from '@/analysis/spikes/spike-window';
import type { SpikeExplanation } from '@/analysis/spikes/spike-explain';
import { summarizeSpike } from '@/analysis/spikes/spike-summary';
import { BotShareLine } from './bot-share-line';
import { DriverTables, driverDimensionLabel } from './driver-tables';
import { TopMentionList } from './top-mention-list';
import { CoordinationDriver } from './coordination-driver';

type Props = {
  workspaceId: number;
  /** The flag to explain, with its series' bucket width; null closes the panel. */
  spike: Spike | null;
  interval: SpikeInterval;
  /** Whether the service takes `interval=hour` (an hourly spike's grouped calls need it). */
  hourly: 'supported' | 'unsupported';
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
  zone: string;
  onClose: () => void;
};

/** The explanation of one flagged day or hour, in a side panel over the timeline it was opened from. */
export function SpikeExplainPanel(props: Props) {
  const { spike, interval, zone, onClose } = props;
  return (
    <Drawer
      opened={spike !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        spike ? (
          <Title order={2} fz="h4">
            Why {spikeWhen(spike.date, interval, zone)}?
          </Title>
        ) : null
      }
      data-testid="spike-panel"
    >
      {spike && <Explanation {...props} spike={spike} />}
    </Drawer>
  );
}

function Explanation({
  workspaceId,
  spike,
  interval,
  hourly,
  filters,
  tz,
  zone,
}: Omit<Props, 'onClose' | 'spike'> & { spike: Spike }) {
  const input = {
    spike: {
      date: spike.date,
      interval,
      count: spike.count,
      baseline: spike.baseline,
      history: spike.history,
    },
    filters,
    hourly,
  };
  const q = useQuery(spikeExplanationQuery(workspaceId, input));
  if (q.isPending) {
    return (
      <Group gap="xs" py="xl" justify="center">
        <Loader size="sm" aria-label="Explaining the spike" />
        <Text size="sm" c="dimmed">
          Comparing the spike with its usual volume…
        </Text>
      </Group>
    );
  }
  if (q.isError)
    return (
      <ErrorState error={q.error} title="Could not explain this spike" onRetry={() => void q.refetch()} />
    );
  return <ExplanationView ex={q.data} workspaceId={workspaceId} filters={filters} tz={tz} zone={zone} />;
}

type ViewProps = {
  ex: SpikeExplanation;
  workspaceId: number;
  filters: MentionFilters;
  tz: DateRangeSearchInput['tz'];
  zone: string;
};

export function ExplanationView({ ex, workspaceId, filters, tz, zone }: ViewProps) {
  return (
    <Stack gap="lg">
      <Text data-testid="spike-summary">{summarizeSpike(ex, zone)}</Text>
      {ex.unavailable.length > 0 && (
        <Alert color="yellow" title="Partly explained" data-testid="spike-unavailable">
          <Text size="sm">Unavailable:</Text>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {ex.unavailable.map((u) => (
              <li key={u.dimension}>
                <Text size="sm">
                  {driverDimensionLabel(u.dimension)}: {u.reason}
                </Text>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <BotShareLine bots={ex.bots} />
      {ex.spike.excess > 0 && (
        <CoordinationDriver
          workspaceId={workspaceId}
          filters={filters}
          window={ex.window}
          excess={ex.spike.excess}
          tz={tz}
        />
      )}
      <section aria-label="Drivers">
        <Title order={3} fz="md" mb="xs">
          What rose
        </Title>
        <DriverTables dimensions={ex.dimensions} workspaceId={workspaceId} filters={filters} tz={tz} />
      </section>
      <TopMentionList top={ex.topMentions} workspaceId={workspaceId} tz={tz} />
      <Text size="xs" c="dimmed">
        Usual = the expected count of one {ex.spike.interval} from the {ex.baselineBuckets}{' '}
        {ex.spike.interval}s before. {ex.calls} API calls.
      </Text>
    </Stack>
  );
}
