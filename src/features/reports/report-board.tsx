import { lazy, Suspense, useContext, useState } from 'react';
import { ActionIcon, Loader, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  effectiveSpec,
  moveBlock,
  removeBlock,
  updateBlock,
  type Block,
  type Report,
} from '@/analysis/reports/report-store';
import { BlockActions } from './block-actions';
import { ChartBlockCard } from './chart-block';
import { reportPlaceholders } from './report-describe';
import { FigureBlockCard } from './figure-block';
import { notifyUndo } from '@/components/undo-notification';
import { WindowMoment } from '@/components/charts/use-spec-window';
import classes from './reports.module.css';

// Text blocks bring markdown-it (~40 kB gzipped): it loads with the first text block shown.
const TextBlockCard = lazy(() => import('./text-block').then((m) => ({ default: m.TextBlockCard })));
// A pinned propagation trace (its drawing and table) loads with the first one shown.
const TraceBlockCard = lazy(() => import('./trace-block').then((m) => ({ default: m.TraceBlockCard })));
// A pinned map (its geometry, renderer and boundaries) loads with the first one shown.
const MapBlockCard = lazy(() => import('./map-block').then((m) => ({ default: m.MapBlockCard })));

type Props = { report: Report; readOnly?: boolean; onChange: (report: Report) => void };

const KIND_NAMES: Record<Block['kind'], string> = {
  chart: 'Chart',
  text: 'Text block',
  figure: 'Key figure',
  trace: 'Propagation trace',
  map: 'Map',
};

/** The report's blocks in a grid (one column on narrow screens); reorder by buttons or by dragging. */
export function ReportBoard({ report, readOnly = false, onChange }: Props) {
  const moment = useContext(WindowMoment);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  if (report.blocks.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No blocks yet: pin a chart or a key figure from a workspace’s Charts, or add a text block.
      </Text>
    );
  }
  const remove = (block: Block) => {
    onChange(removeBlock(report, block.id));
    notifyUndo(`${KIND_NAMES[block.kind]} removed from “${report.name}”.`, () => onChange(report));
  };
  const card = (block: Block, index: number) => {
    const actions = (edit?: () => void) =>
      readOnly ? null : (
        <BlockActions
          index={index}
          count={report.blocks.length}
          onMove={(to) => onChange(moveBlock(report, block.id, to))}
          onRemove={() => remove(block)}
        >
          {edit && (
            <ActionIcon variant="subtle" size="sm" aria-label="Edit text" onClick={edit}>
              <IconPencil size={14} />
            </ActionIcon>
          )}
        </BlockActions>
      );
    const change = (next: Block) => onChange(updateBlock(report, next));
    if (block.kind === 'chart') {
      return (
        <ChartBlockCard
          block={{ ...block, spec: effectiveSpec(report, block.spec) }}
          readOnly={readOnly}
          onChange={(b) => change({ ...b, spec: block.spec })}
          actions={actions()}
        />
      );
    }
    if (block.kind === 'trace')
      return (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the trace" />}>
          <TraceBlockCard block={block} actions={actions()} />
        </Suspense>
      );
    if (block.kind === 'map')
      return (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the map" />}>
          <MapBlockCard
            block={{ ...block, spec: effectiveSpec(report, block.spec) }}
            actions={actions()}
            onChange={readOnly ? undefined : (b) => change({ ...b, spec: block.spec })}
          />
        </Suspense>
      );
    if (block.kind === 'figure')
      return (
        <FigureBlockCard
          block={{ ...block, spec: effectiveSpec(report, block.spec) }}
          actions={actions()}
          onChange={readOnly ? undefined : (b) => change({ ...b, spec: block.spec })}
        />
      );
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the text block" />}>
        <TextBlockCard
          block={block}
          readOnly={readOnly}
          onChange={change}
          actions={actions}
          placeholders={reportPlaceholders(report, moment ?? Date.now())}
        />
      </Suspense>
    );
  };
  return (
    <div className={classes.grid} data-testid="report-board">
      {report.blocks.map((block, index) => (
        <div
          key={block.id}
          className={`${classes.item} ${block.kind === 'text' || block.kind === 'trace' || block.kind === 'map' ? classes.wide : ''}`}
          data-testid={`report-${block.kind}-block`}
          draggable={!readOnly}
          data-dragging={dragging === block.id || undefined}
          data-drop-target={(over === block.id && dragging !== block.id) || undefined}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            setDragging(block.id);
          }}
          onDragOver={(e) => {
            if (!dragging) return;
            e.preventDefault();
            setOver(block.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging && dragging !== block.id) onChange(moveBlock(report, dragging, index));
            setDragging(null);
            setOver(null);
          }}
        >
          {card(block, index)}
        </div>
      ))}
    </div>
  );
}
