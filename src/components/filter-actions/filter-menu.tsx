import { Fragment, type ReactNode } from 'react';
import { Menu, Text, type MenuProps } from '@mantine/core';
import { filterValue } from '@/filters/kind-state';
import { FILTER_KINDS } from '@/filters/registry';
import { choiceNoun, outGap, type FilterChoice, type FilterUpdate } from './filter-choice';

/** One value's "filter for / filter out": out disabled, with the reason in words, where the API cannot. */
export function FilterActionItems({ choice, onFilter }: { choice: FilterChoice; onFilter: FilterUpdate }) {
  const { key, value, label } = choice;
  const noun = choiceNoun(key);
  const gap = outGap(key, value);
  return (
    <>
      <Menu.Label>
        {FILTER_KINDS[key].label}: {label}
      </Menu.Label>
      <Menu.Item onClick={() => onFilter((f) => filterValue(f, key, value, 'for'))}>
        Filter for this {noun}
      </Menu.Item>
      <Menu.Item
        disabled={gap !== null}
        title={gap ?? undefined}
        onClick={() => onFilter((f) => filterValue(f, key, value, 'out'))}
      >
        Filter out this {noun}
      </Menu.Item>
      {gap && (
        <Text size="xs" c="dimmed" px="sm" pb={6} maw={300} data-testid="filter-out-gap">
          {gap}
        </Text>
      )}
    </>
  );
}

export interface FilterMenuProps {
  choices: readonly FilterChoice[];
  onFilter: FilterUpdate;
  onClose: () => void;
  /** What the menu opens from (a button, or a point on a chart). */
  target: ReactNode;
  /** Items above the values' actions (a chart group's "Open these mentions"). */
  before?: ReactNode;
  /** Said below them: why a group has no filter, or where the action leads. */
  note?: string;
  position?: MenuProps['position'];
  testId?: string;
}

/**
 * The one menu of "filter for / filter out" (the mention row, the detail's values, facets, chart
 * groups, tables and legends, the narrative's breakdowns), opened at once: it is loaded on the
 * first press, so no list pays for the menu's floating machinery.
 */
export default function FilterMenu({
  choices,
  onFilter,
  onClose,
  target,
  before,
  note,
  position = 'bottom-start',
  testId = 'filter-menu',
}: FilterMenuProps) {
  return (
    <Menu defaultOpened onClose={onClose} position={position} withinPortal shadow="md" width={300}>
      <Menu.Target>{target}</Menu.Target>
      {/* Portalled, yet React bubbles its clicks to the row or chart it came from: stop them here. */}
      <Menu.Dropdown onClick={(e) => e.stopPropagation()} data-testid={testId}>
        {before}
        {choices.map((c) => (
          <Fragment key={`${c.key}:${c.value}`}>
            <FilterActionItems choice={c} onFilter={onFilter} />
          </Fragment>
        ))}
        {note && (
          <Text size="xs" c="dimmed" px="sm" py={6} data-testid="filter-menu-note">
            {note}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
