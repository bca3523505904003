import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IconFilter } from '@tabler/icons-react';
import type { FilterChoice, FilterUpdate } from './filter-choice';
import type { FilterMenuProps } from './filter-menu';
import classes from './filter-menu-button.module.css';

// The menu and its floating machinery load on the first press, not with the page or the list.
const FilterMenu = lazy(() => import('./filter-menu'));

interface Props {
  /** The values the menu acts on, asked for when it opens (a row computes them only then). */
  choices: () => readonly FilterChoice[];
  onFilter: FilterUpdate;
  /** The button's accessible name ("Filter by channel News"). */
  label: string;
  /** The face (a filter glyph by default) and its class (the row's own). */
  children?: ReactNode;
  className?: string;
  testId?: string;
  menuTestId?: string;
  /** Extra attributes on the button, for tests and styling (`data-filter`). */
  data?: Record<`data-${string}`, string>;
  position?: FilterMenuProps['position'];
  /** Said in the menu below the actions (where they lead, when not to this page's filters). */
  note?: string;
}

// The filter bar's own glyph (its "Filters" button), so the same mark means the same thing.
const FUNNEL = <IconFilter size={12} aria-hidden />;

/**
 * The way into "filter for / filter out" beside a value: a plain button until pressed (lists and
 * tables render many), then the shared menu (./filter-menu), loaded on that first press.
 */
export function FilterMenuButton({
  choices,
  onFilter,
  label,
  children = FUNNEL,
  className,
  testId = 'filter-value-menu',
  menuTestId,
  data,
  position,
  note,
}: Props) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className={className ?? classes.button}
      aria-label={label}
      aria-haspopup="menu"
      data-testid={testId}
      {...data}
      onClick={(e) => {
        // A value inside a clickable row or cell: the press is the menu's, not the row's.
        e.stopPropagation();
        setOpen(true);
      }}
    >
      {children}
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <FilterMenu
        choices={choices()}
        onFilter={onFilter}
        onClose={() => setOpen(false)}
        target={button}
        position={position}
        note={note}
        testId={menuTestId}
      />
    </Suspense>
  );
}
