import { useState } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { figureFromChart, pinChart, pinFigure } from '@/analysis/reports/report-store';
import { PinButtonFace } from './pin-button';
import { PinToReport } from '@/components/report-target';

/**
 * Pins the current chart (its full configuration) to an existing or a new named report, or its
 * question as a key figure (total mentions and change against the previous period).
 */
export function PinPopover({ spec, defaultOpened = false }: { spec: ChartSpec; defaultOpened?: boolean }) {
  const [chosen, setAs] = useState<'chart' | 'figure'>('chart');
  // A key figure counts one workspace: a share-of-voice chart pins as a chart only.
  const as = spec.voices ? 'chart' : chosen;
  return (
    <PinToReport
      defaultOpened={defaultOpened}
      trigger={(toggle) => <PinButtonFace onClick={toggle} />}
      pinLabel={as === 'chart' ? 'Pin chart' : 'Pin key figure'}
      pinnedTitle={as === 'chart' ? 'Chart pinned' : 'Key figure pinned'}
      add={(report) => (as === 'chart' ? pinChart(report, spec) : pinFigure(report, figureFromChart(spec)))}
      before={
        !spec.voices && (
          <SegmentedChoice
            size="xs"
            aria-label="Pin as"
            value={as}
            onChange={setAs}
            data={[
              { value: 'chart', label: 'Chart' },
              { value: 'figure', label: 'Key figure' },
            ]}
          />
        )
      }
    />
  );
}
