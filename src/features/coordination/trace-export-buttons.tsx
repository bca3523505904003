import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { downloadBlob, downloadText, fileNameFor } from '@/lib/download';
import { svgToPngBlob } from '@/lib/svg-raster';
import type { Trace } from '@/analysis/coordination/trace';
import { traceSvg } from '@/analysis/coordination/trace-svg';

/** The trace as a figure: SVG (vector) and PNG (2×), on white, times in the analyst's zone. */
export function TraceExportButtons({
  trace,
  zone,
  subtitle,
}: {
  trace: Trace;
  zone: string;
  subtitle: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const svg = () => traceSvg(trace, { subtitle, zone });
  const name = (ext: string) => fileNameFor(`propagation trace ${subtitle}`, ext);
  return (
    <Group gap={4}>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => downloadText(svg(), name('svg'), 'image/svg+xml')}
      >
        SVG
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => {
          setError(null);
          svgToPngBlob(svg()).then(
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
