import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { PickFileButton } from '@/components/pick-file-button';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { LogoSchema, renameReport, touch, type Report } from '@/analysis/reports/report-store';
import { ReportWindowControl } from './report-window-control';

type Props = { report: Report; onChange: (report: Report) => void };

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** Title, subtitle, logo and the report-wide window; text fields save when they lose focus or on Enter. */
export function ReportSettings({ report, onChange }: Props) {
  const [name, setName] = useState(report.name);
  const [subtitle, setSubtitle] = useState(report.subtitle ?? '');
  const [prevId, setPrevId] = useState(report.id);
  if (prevId !== report.id) {
    setPrevId(report.id);
    setName(report.name);
    setSubtitle(report.subtitle ?? '');
  }
  const saveName = () => name.trim() && name.trim() !== report.name && onChange(renameReport(report, name));
  const saveSubtitle = () =>
    subtitle.trim() !== (report.subtitle ?? '') &&
    onChange(touch(report, { subtitle: subtitle.trim() || undefined }));
  const addLogo = async (file: File | null) => {
    if (!file) return;
    const logo = LogoSchema.safeParse(await readDataUrl(file));
    if (!logo.success) {
      notifications.show({
        color: 'red',
        title: 'Logo not added',
        message: 'Choose a PNG or JPEG image of at most 300 kB.',
      });
      return;
    }
    onChange(touch(report, { logo: logo.data }));
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Report title"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={saveName}
        onKeyDown={(e) => e.key === 'Enter' && saveName()}
        w={280}
        maxLength={200}
      />
      <TextInput
        label="Subtitle"
        placeholder="Client, topic, period"
        value={subtitle}
        onChange={(e) => setSubtitle(e.currentTarget.value)}
        onBlur={saveSubtitle}
        onKeyDown={(e) => e.key === 'Enter' && saveSubtitle()}
        w={280}
        maxLength={300}
      />
      {report.logo ? (
        <Button
          variant="subtle"
          leftSection={<IconX size={16} />}
          onClick={() => onChange(touch(report, { logo: undefined }))}
        >
          Remove logo
        </Button>
      ) : (
        <PickFileButton
          accept="image/png,image/jpeg"
          onPick={(f) => void addLogo(f)}
          variant="subtle"
          leftSection={<IconPhoto size={16} />}
        >
          Add logo
        </PickFileButton>
      )}
      <ReportWindowControl value={report.window} onChange={(window) => onChange(touch(report, { window }))} />
    </Group>
  );
}
