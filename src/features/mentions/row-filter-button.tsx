import { lazy, Suspense, useState } from 'react';
import type { Mention } from '@/api/schemas';
import type { FilterUpdate } from './filter-value-menu';
import classes from './mention-row.module.css';

// The menu and its floating machinery load on the first press, not with the list.
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
