import { useState, type RefObject } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconLink, IconPhoto, IconPrinter, IconTrash } from '@tabler/icons-react';
import { fileNameFor } from '@/lib/chart-csv';
import { encodeReport, renameReport, toReportFile, type Report } from '@/lib/report-store';
import { useChartInk } from './chart-colors';
import { download, downloadText } from '@/lib/download';
import { exportNode } from './chart-export';

type Props = {
  report: Report;
  board: RefObject<HTMLDivElement | null>;
  onChange: (report: Report) => void;
  onDelete: () => void;
};

/** Rename, share as a link, export as JSON or one PNG, print (the browser's "Save as PDF"), delete. */
export function ReportToolbar({ report, board, onChange, onDelete }: Props) {
  const ink = useChartInk();
  const [name, setName] = useState(report.name);
  const [prevId, setPrevId] = useState(report.id);
  if (prevId !== report.id) {
    setPrevId(report.id);
    setName(report.name);
  }
  const link = () => `${window.location.origin}/reports?shared=${encodeReport(report)}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link());
      notifications.show({ title: 'Link copied', message: 'Anyone signed in to the same team sees this report with live data.' });
    } catch {
      notifications.show({ color: 'yellow', title: 'Copy this link', message: link() });
    }
  };
  const exportPng = async () => {
    if (!board.current) return;
    try {
      download(await exportNode(board.current, 'png', ink.background), fileNameFor(report.name, 'png'));
    } catch (e) {
      notifications.show({ color: 'red', title: 'Export failed', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const rename = () => name.trim() && name.trim() !== report.name && onChange(renameReport(report, name));

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Report name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={rename}
        onKeyDown={(e) => e.key === 'Enter' && rename()}
        w={280}
      />
      <Button variant="light" leftSection={<IconLink size={16} />} onClick={() => void copyLink()} data-testid="copy-link" data-link={link()}>
        Copy link
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={() => downloadText(toReportFile(report), fileNameFor(report.name, 'json'), 'application/json')}
      >
        Export JSON
      </Button>
      <Button variant="light" leftSection={<IconPhoto size={16} />} onClick={() => void exportPng()}>
        Export PNG
      </Button>
      <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} title="Print, or choose “Save as PDF”">
        Print / PDF
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Delete report
      </Button>
    </Group>
  );
}
