import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { traceSvg } from '@/analysis/coordination/trace-svg';
import { downloadBlob, downloadText, fileNameFor } from '@/lib/download';
import { svgToPngBlob } from '@/lib/svg-raster';

/**
 * A propagation trace as a figure file: SVG (vector) and PNG (2×), on white, times in the
 * figure's zone. Shared by the trace view and a report's trace block.
 */
export function TraceExportButtons({ figure }: { figure: TraceFigure }) {
  const [error, setError] = useState<string | null>(null);
  const name = (ext: string) => fileNameFor(`propagation trace ${figure.subtitle}`, ext);
  return (
    <Group gap={4}>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => downloadText(traceSvg(figure), name('svg'), 'image/svg+xml')}
      >
        SVG
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => {
          setError(null);
          svgToPngBlob(traceSvg(figure)).then(
            (blob) => downloadBlob(blob, name('png')),
            (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
          );
        }}
      >
        PNG
      </Button>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Group>
  );
}
