import { Group, Stack, Text, Title } from '@mantine/core';
import type { Report } from '@/analysis/reports/report-store';

/** The document head of a report: title, subtitle, date line and logo (board, print and exports alike). */
export function ReportHeader({ report, dateLine }: { report: Report; dateLine: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-testid="report-header">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {report.name}
        </Title>
        {report.subtitle && <Text size="md">{report.subtitle}</Text>}
        <Text size="xs" c="dimmed" data-testid="report-date-line">
          {dateLine}
        </Text>
      </Stack>
      {/* A plain img: Mantine's Image adds a fallback and radius this logo does not use. */}
      {report.logo && (
        <img
          src={report.logo}
          alt="Report logo"
          style={{ height: 48, width: 'auto', objectFit: 'contain' }}
        />
      )}
    </Group>
  );
}
