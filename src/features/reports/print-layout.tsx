import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { ChartInkContext, LIGHT_INK } from '@/components/chart-frame';
import { styleNonce } from '@/lib/csp-nonce';
import { effectiveSpec, type Report } from '@/analysis/reports/report-store';
import {
  MARGIN_MM,
  PAPERS,
  PAPER_IDS,
  blockRows,
  chartsPerRow,
  contentWidthPx,
  pageRule,
  type PaperId,
} from '@/components/charts/export/paper';
import { ChartBlockCard } from './chart-block';
import { FigureBlockCard } from './figure-block';
import { MapBlockCard } from './map-block';
import { TraceBlockCard } from './trace-block';
import { reportDateLine, reportPlaceholders } from './report-describe';
import { ReportHeader } from './report-header';
import { TextBlockCard } from './text-block';
import { useReportDocument, useReportFiles, useReportMoment } from './use-report-files';
import { WindowMoment } from '@/components/charts/use-spec-window';
import classes from './print-layout.module.css';

type Props = { report: Report; paper: PaperId; onPaper: (paper: PaperId) => void; onClose: () => void };

/** Frame padding and border of a chart: the drawing is this much narrower than the page. */
const FRAME_INSET = 34;
/** Between two charts side by side (print-layout.module.css `.pair`). */
const PAIR_GAP = 12;

/**
 * The report as a document on the chosen paper: light whatever the theme, charts redrawn at the
 * page's width (so nothing is clipped), never broken across pages, each with its provenance
 * line. The browser prints exactly this; the PDF export writes the same layout.
 */
export function PrintLayout({ report, paper: paperId, onPaper, onClose }: Props) {
  const paper = PAPERS[paperId];
  const width = contentWidthPx(paper);
  const perRow = chartsPerRow(paper);
  // A chart's width: the page's, or its half (less the gap) where charts pair up.
  const cellWidth = perRow > 1 ? Math.floor((width - PAIR_GAP) / perRow) : width;
  const moment = useReportMoment(report);
  const { busy, pending, save } = useReportFiles(useReportDocument(report, moment));
  const noop = () => undefined;
  return (
    <>
      <style nonce={styleNonce()}>{pageRule(paper)}</style>
      <Stack gap="sm" className={classes.noPrint}>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onClose}>
            Back to the board
          </Button>
          <Select
            aria-label="Paper"
            value={paperId}
            allowDeselect={false}
            w={180}
            data={PAPER_IDS.map((id) => ({ value: id, label: PAPERS[id].label }))}
            onChange={(v) => v && onPaper(v as PaperId)}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={busy}
            onClick={() => void save('pdf', paperId)}
          >
            Download PDF
          </Button>
          {pending > 0 && (
            <Text size="xs" c="dimmed" role="status">
              {pending} block(s) still loading
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {paper.label}, {MARGIN_MM} mm margins: charts are drawn at the page’s width and never split across
          pages. Printing is light whatever the theme.
        </Text>
      </Stack>
      <div className={classes.scroller}>
        <ChartInkContext.Provider value={LIGHT_INK}>
          <WindowMoment.Provider value={moment}>
            <article
              className={classes.sheet}
              style={{ width, padding: `${MARGIN_MM}mm` }}
              data-testid="print-sheet"
              aria-label={`${report.name}, print layout`}
            >
              <ReportHeader report={report} dateLine={reportDateLine(report, moment)} />
              <div className={classes.blocks} style={{ marginTop: 16 }}>
                {/* Charts pair up on landscape paper, as in the PDF (blockRows). */}
                {blockRows(report.blocks, (b) => b.kind === 'chart', perRow).map((row) => (
                  <div
                    key={row[0]!.id}
                    className={row.length > 1 ? classes.pair : undefined}
                    data-testid={row.length > 1 ? 'print-pair' : undefined}
                  >
                    {row.map((block) => (
                      <div key={block.id} className={classes.block} data-testid="print-block">
                        {block.kind === 'chart' ? (
                          <ChartBlockCard
                            block={{ ...block, spec: effectiveSpec(report, block.spec) }}
                            readOnly
                            onChange={noop}
                            width={cellWidth - FRAME_INSET}
                          />
                        ) : block.kind === 'trace' ? (
                          <TraceBlockCard block={block} />
                        ) : block.kind === 'map' ? (
                          <MapBlockCard block={{ ...block, spec: effectiveSpec(report, block.spec) }} />
                        ) : block.kind === 'figure' ? (
                          <FigureBlockCard block={{ ...block, spec: effectiveSpec(report, block.spec) }} />
                        ) : (
                          <TextBlockCard
                            block={block}
                            readOnly
                            onChange={noop}
                            placeholders={reportPlaceholders(report, moment)}
                          />
                        )}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            </article>
          </WindowMoment.Provider>
        </ChartInkContext.Provider>
      </div>
    </>
  );
}
