import { lazy, Suspense, useState } from 'react';
import type { Mention } from '@/api/schemas';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';
import classes from './mention-row.module.css';

// The menu and its floating machinery load on the first press, not with the list. The row keeps
// its own plain button rather than FilterMenuButton: the list is the mention browser's first load,
// which is at its budget (the shared button is a chunk of its own there, the row's values too).
const RowFilterMenu = lazy(() => import('./row-filter-menu'));

/** The row's "filter for / filter out" button: a plain button until pressed (rows render per frame). */
export function RowFilterButton({ mention, onFilter }: { mention: Mention; onFilter: FilterUpdate }) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className={classes.filterButton}
      aria-label={`Filter by the values of mention ${mention.id}`}
      data-testid="row-filter-button"
      onClick={(e) => {
        e.stopPropagation();
        setOpen(true);
      }}
    >
      ⋮
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <RowFilterMenu mention={mention} onFilter={onFilter} onClose={() => setOpen(false)} target={button} />
    </Suspense>
  );
}
