import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Popover } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { PanelLoading } from '@/components/loading-state';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { Wording } from './caption-form';

// The editor's code loads as the pointer or focus reaches its button, so the popover's focus trap
// finds its first field in place when it opens.
const captionForm = preloadableChunk(() => import('./caption-form').then((m) => m.CaptionForm));
const CaptionForm = lazy(captionForm.lazyLoad);

type Props = {
  value: Wording;
  titlePlaceholder: string;
  /** Offer "Hide the comparison table" (chart blocks compared with the previous period). */
  tableOption?: boolean;
  onChange: (value: Wording) => void;
};

/** Retitle and caption a block for this report (its question stays as it is). */
export function EditWording({ value, titlePlaceholder, tableOption, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Edit title and caption"
          onPointerEnter={captionForm.preload}
          onFocus={captionForm.preload}
          onClick={() => setOpened((o) => !o)}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<PanelLoading label="Loading the title editor" />}>
          <CaptionForm
            value={value}
            titlePlaceholder={titlePlaceholder}
            tableOption={tableOption}
            onSave={(next) => {
              onChange(next);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
