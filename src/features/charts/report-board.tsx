import { forwardRef, useState } from 'react';
import { Text } from '@mantine/core';
import { moveChart, removeChart, type Report } from '@/lib/report-store';
import { PinnedChartCard } from './pinned-chart-card';
import classes from './reports.module.css';

type Props = { report: Report; readOnly?: boolean; onChange: (report: Report) => void };

/** The report's charts in a grid; reorder by buttons or by dragging a card onto another. */
export const ReportBoard = forwardRef<HTMLDivElement, Props>(function ReportBoard({ report, readOnly = false, onChange }, ref) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  if (report.charts.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No charts yet: build one under a workspace’s Charts and use “Pin to report”.
      </Text>
    );
  }
  return (
    <div className={classes.grid} ref={ref} data-testid="report-board">
      {report.charts.map((chart, index) => (
        <div
          key={chart.id}
          className={classes.item}
          data-testid="report-chart"
          draggable={!readOnly}
          data-dragging={dragging === chart.id || undefined}
          data-drop-target={(over === chart.id && dragging !== chart.id) || undefined}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            setDragging(chart.id);
          }}
          onDragOver={(e) => {
            if (!dragging) return;
            e.preventDefault();
            setOver(chart.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging && dragging !== chart.id) onChange(moveChart(report, dragging, index));
            setDragging(null);
            setOver(null);
          }}
        >
          <PinnedChartCard
            chart={chart}
            index={index}
            count={report.charts.length}
            readOnly={readOnly}
            onMove={(to) => onChange(moveChart(report, chart.id, to))}
            onRemove={() => onChange(removeChart(report, chart.id))}
          />
        </div>
      ))}
    </div>
  );
});
