import { Button } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { MapSpec } from '@/analysis/reports/map-block';
import { addBlock, newId } from '@/analysis/reports/report-store';
import { PinToReport } from '@/components/report-target';

/**
 * Pins the map's question (workspace, filters, window, level, measure, geography) to a report:
 * the report draws it again for its own window when it has one, and writes it into its PDF,
 * PowerPoint, workbook and client snapshot.
 */
export function MapPin({ spec }: { spec: MapSpec }) {
  return (
    <PinToReport
      trigger={(toggle) => (
        <Button
          size="xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          leftSection={<IconPin size={14} />}
          onClick={toggle}
        >
          Pin
        </Button>
      )}
      pinLabel="Pin map"
      pinnedTitle="Map pinned"
      note="The report draws this map again for its own window when it has one."
      add={(report) => addBlock(report, { id: newId(), kind: 'map', spec })}
    />
  );
}
