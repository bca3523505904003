import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Menu, Paper, Text, Title } from '@mantine/core';
import { IconDownload, IconTable, IconChartBar } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { effectiveChartType, type ChartSpec } from '@/lib/chart-config';
import { fileNameFor, toChartCsv } from '@/lib/chart-csv';
import { formatChange } from '@/lib/narrative-transforms';
import { ChartCanvas } from './chart-canvas';
import { useChartInk } from './chart-colors';
import { chartSubtitle, chartTitle, specWindow } from './chart-describe';
import { dimensionLabel, type DimensionOption } from './chart-dimensions';
import { download, downloadText } from '@/lib/download';
import { exportNode } from './chart-export';
import { ChartTable } from './chart-table';
import { toTableData } from './chart-table-data';
import { useChartData } from './use-chart-data';
import { useOpenMentions } from './use-open-mentions';

type Props = { spec: ChartSpec; dimensions: readonly DimensionOption[]; actions?: ReactNode; compact?: boolean };

/** One chart with its title, subtitle, period change, table toggle and exports. */
export function ChartPanel({ spec, dimensions, actions, compact }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const ink = useChartInk();
  const [showTable, setShowTable] = useState(false);
  const o = spec.options;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- presets resolve once per choice so query keys stay put
  const window = useMemo(() => specWindow(spec, Date.now()), [spec.range.range, spec.range.since, spec.range.to]);
  const { model, error, isPending, refetch } = useChartData(spec, window);
  const open = useOpenMentions(spec);
  const type = effectiveChartType(o);
  const dimLabel = dimensionLabel(dimensions, o.dim);
  const title = chartTitle(spec, dimLabel, o.breakdown ? dimensionLabel(dimensions, o.breakdown) : null);
  const subtitle = chartSubtitle(spec, window, { otherApproximate: model?.otherApproximate });
  const table = model ? toTableData(model, o.measure === 'distribution' ? dimLabel : 'Period', o.unit, o.compare) : null;
  const asTable = showTable || type === 'table';

  /** Table rows open their mentions like a click on the chart ("Other" has no single filter). */
  const openRow = (index: number) => {
    if (model?.kind === 'distribution') {
      const row = model.rows[index];
      if (row && !row.other) open.openCategory(row);
    } else if (model) {
      const row = model.rows[index];
      if (row) open.openBucket(row);
    }
  };
  const exportImage = async (format: 'png' | 'svg') => {
    if (!frame.current) return;
    try {
      download(await exportNode(frame.current, format, ink.background), fileNameFor(title, format));
    } catch (e) {
      notifications.show({ color: 'red', title: 'Export failed', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const exportCsv = () =>
    table && downloadText(toChartCsv({ title, subtitle, ...table }), fileNameFor(title, 'csv'), 'text/csv;charset=utf-8');

  return (
    <Paper withBorder radius="md" p="md" ref={frame} data-testid="chart-panel" style={{ background: ink.background }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2} fz={compact ? 'h5' : 'h4'} c={ink.text}>
            {title}
          </Title>
          <Text size="xs" c={ink.dimmed} data-testid="chart-subtitle">
            {subtitle}
          </Text>
          {model?.change && (
            <Text size="sm" mt={4} c={ink.text} data-testid="period-change">
              Total {model.change.current.toLocaleString('en-US')} vs {model.change.previous.toLocaleString('en-US')} in the previous
              period: {formatChange(model.change)}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="wrap" data-export-hide>
          {type !== 'table' && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={asTable ? <IconChartBar size={14} /> : <IconTable size={14} />}
              onClick={() => setShowTable((v) => !v)}
              aria-pressed={showTable}
            >
              {asTable ? 'Chart' : 'Table'}
            </Button>
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />} disabled={!model}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportImage('png')}>PNG image (2×)</Menu.Item>
              <Menu.Item onClick={() => void exportImage('svg')}>SVG image</Menu.Item>
              <Menu.Item onClick={exportCsv}>CSV of the numbers</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {actions}
        </Group>
      </Group>
      <div style={{ marginTop: 12 }}>
        {error ? (
          <Alert color="red" title="Could not load this chart">
            {error.message}{' '}
            <Button size="xs" variant="light" onClick={refetch}>
              Retry
            </Button>
          </Alert>
        ) : !model || isPending ? (
          <Group justify="center" h={200}>
            <Loader size="sm" aria-label="Loading chart" />
          </Group>
        ) : model.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No mentions in this window.
          </Text>
        ) : asTable && table ? (
          <ChartTable data={table} caption={`${title} — ${subtitle}`} onOpenRow={openRow} />
        ) : (
          <div role="img" aria-label={`${title}. Use "Table" for the numbers.`} data-testid="chart-canvas">
            <ChartCanvas
              model={model}
              type={type}
              unit={o.unit}
              compare={o.compare}
              ink={ink}
              onCategory={open.openCategory}
              onBucket={open.openBucket}
            />
          </div>
        )}
      </div>
    </Paper>
  );
}
