import { Button } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { addBlock, newId } from '@/analysis/reports/report-store';
import { PinToReport } from '@/components/report-target';

/**
 * Pins the trace, as its figure (a snapshot of this moment's data), to an existing or a new
 * report: the report draws it and writes it into its PDF and PowerPoint.
 */
export function TracePin({ figure }: { figure: () => TraceFigure }) {
  return (
    <PinToReport
      trigger={(toggle) => (
        <Button size="compact-xs" variant="light" leftSection={<IconPin size={12} />} onClick={toggle}>
          Pin to report
        </Button>
      )}
      pinLabel="Pin trace"
      pinnedTitle="Trace pinned"
      note="The report keeps this trace as it is now; it is not re-run for the report’s window."
      add={(report) => addBlock(report, { id: newId(), kind: 'trace', figure: figure() })}
    />
  );
}
