import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconLink, IconPrinter, IconTextPlus, IconTrash } from '@tabler/icons-react';
import { downloadText, fileNameFor } from '@/lib/download';
import { addBlock, encodeReport, newId, toReportFile, type Report } from '@/analysis/reports/report-store';
import { PAPERS, PAPER_IDS, type PaperId } from '@/components/charts/export/paper';
import { ScheduleButton } from '@/components/schedules/schedule-button';
import type { ReportFiles } from '@/components/charts/export/types';
import { useReportFiles } from './use-report-files';

type Props = {
  report: Report;
  files: ReportFiles;
  onChange: (report: Report) => void;
  onDelete: () => void;
  onPrint: (paper: PaperId) => void;
};

/** Add text, share as a link or JSON, export PDF and PowerPoint, the print layout, delete. */
export function ReportActions({ report, files, onChange, onDelete, onPrint }: Props) {
  const { busy, pending, save } = useReportFiles(files);
  // A logo can be large: links carry the report without it (the JSON file keeps it).
  const link = () =>
    `${window.location.origin}/reports?shared=${encodeReport({ ...report, logo: undefined })}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link());
      notifications.show({
        title: 'Link copied',
        message: 'Anyone signed in to the same team sees this report with live data.',
      });
    } catch {
      notifications.show({ color: 'yellow', title: 'Copy this link', message: link() });
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconTextPlus size={16} />}
        onClick={() => onChange(addBlock(report, { id: newId(), kind: 'text', markdown: '' }))}
      >
        Add text
      </Button>
      <Button
        variant="light"
        leftSection={<IconLink size={16} />}
        onClick={() => void copyLink()}
        data-testid="copy-link"
        data-link={link()}
      >
        Copy link
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light" leftSection={<IconDownload size={16} />} loading={busy}>
            Export report
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Document (A4 portrait)</Menu.Label>
          <Menu.Item onClick={() => void save('pdf', 'a4-portrait')}>PDF</Menu.Item>
          <Menu.Item onClick={() => void save('pptx')}>PowerPoint (editable charts)</Menu.Item>
          <Menu.Item onClick={() => void save('xlsx')}>Excel workbook (.xlsx)</Menu.Item>
          <Menu.Item
            onClick={() =>
              downloadText(toReportFile(report), fileNameFor(report.name, 'json'), 'application/json')
            }
          >
            Report file (JSON)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {pending > 0 && (
        <Text size="xs" c="dimmed" role="status" data-testid="export-progress">
          {pending} block(s) still loading
        </Text>
      )}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light" leftSection={<IconPrinter size={16} />}>
            Print layout
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PAPER_IDS.map((id) => (
            <Menu.Item key={id} onClick={() => onPrint(id)}>
              {PAPERS[id].label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ScheduleButton report={report} />
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Delete report
      </Button>
    </Group>
  );
}
