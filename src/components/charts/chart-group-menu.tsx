import { Menu } from '@mantine/core';
import FilterMenu from '@/components/filter-actions/filter-menu';
import type { FilterChoice, FilterUpdate } from '@/components/filter-actions/filter-choice';

export interface ChartGroupMenuProps {
  /** Where the chart was right-clicked (viewport pixels). */
  at: { x: number; y: number };
  /** The bucket of a series segment ("14 Nov 2026"); none for a distribution group. */
  title?: string;
  /** The group's filter, or null with `note` saying why no filter selects it. */
  choice: FilterChoice | null;
  /** Opens the group's mentions (the chart's click), or null with `whyNot`. */
  open: (() => void) | null;
  whyNot: string | null;
  onFilter: FilterUpdate;
  note?: string;
  onClose: () => void;
}

/**
 * A chart group's menu, opened where it was right-clicked (loaded then): its mentions, as a click
 * opens them, and the shared "filter for / filter out" (src/components/filter-actions).
 */
export default function ChartGroupMenu({
  at,
  title,
  choice,
  open,
  whyNot,
  onFilter,
  note,
  onClose,
}: ChartGroupMenuProps) {
  return (
    <FilterMenu
      choices={choice ? [choice] : []}
      onFilter={onFilter}
      onClose={onClose}
      position="bottom-start"
      testId="chart-group-menu"
      note={note}
      target={
        <span
          aria-hidden
          style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1, pointerEvents: 'none' }}
        />
      }
      before={
        <>
          {title && <Menu.Label>{title}</Menu.Label>}
          <Menu.Item disabled={!open} title={whyNot ?? undefined} onClick={open ?? undefined}>
            Open these mentions
          </Menu.Item>
          <Menu.Divider />
        </>
      }
    />
  );
}
