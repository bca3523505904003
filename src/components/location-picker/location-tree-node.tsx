import { useMemo, useState } from 'react';
import { Checkbox, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { Location } from '@/api/locations';
import { describeError } from '@/components/error-state';
import { nodeId } from '@/filters/location-tree';
import { toKnown } from './location-cache';
import { orderPlaces } from './place-order';
import { useAllChildren } from './use-all-children';
import { CHILD_PAGE_SIZE, useTreeState } from './tree-context';
import classes from './location-picker.module.css';

interface NodeProps {
  loc: Location;
  depth: number;
  /** Position among its siblings (aria-posinset/setsize), 1-based. */
  position: number;
  setSize: number;
  first?: boolean;
}

/** One treeitem: chevron, tri-state check, name; its children load only once it opens. */
export function LocationTreeNode({ loc, depth, position, setSize, first }: NodeProps) {
  const tree = useTreeState();
  const id = nodeId(loc.level, loc.id);
  const leaf = loc.level === 'city';
  // Six levels at most: deeper means the data loops (a node listed under itself), so stop there.
  const open = !leaf && depth < 6 && tree.expanded.has(id);
  const state = tree.checkStateOf(loc);
  const count = tree.countOf(loc.level, loc.id);
  const tabbable = tree.activeId === id || (tree.activeId === null && first === true);
  return (
    <div
      role="treeitem"
      className={classes.item}
      aria-level={depth}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-expanded={leaf ? undefined : open}
      aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked' || state === 'included'}
      aria-label={loc.name}
      tabIndex={tabbable ? 0 : -1}
      data-node={id}
      data-leaf={leaf || undefined}
      data-included={state === 'included' || undefined}
      title={
        state === 'included'
          ? `${loc.name} is included: a place above it is chosen. Uncheck it to leave it out.`
          : undefined
      }
      onFocus={(e) => {
        if (e.target === e.currentTarget) tree.setActive(id);
      }}
    >
      <div
        className={classes.row}
        style={{ paddingInlineStart: `calc(${depth - 1} * var(--mantine-spacing-md))` }}
      >
        {leaf ? (
          <span className={classes.chevronSpace} />
        ) : (
          <UnstyledButton
            tabIndex={-1}
            aria-hidden
            className={classes.chevron}
            data-open={open || undefined}
            onClick={() => tree.toggleExpanded(id)}
          >
            <IconChevronRight size={14} />
          </UnstyledButton>
        )}
        <UnstyledButton
          tabIndex={-1}
          aria-hidden
          className={classes.label}
          onClick={() => tree.toggleChosen(toKnown(loc))}
        >
          <Checkbox.Indicator
            size="xs"
            className={state === 'included' ? classes.included : undefined}
            checked={state === 'checked' || state === 'included'}
            indeterminate={state === 'indeterminate'}
          />
          <span className={classes.name}>{loc.name}</span>
          {count !== undefined && (
            <span className={classes.count} data-testid="tree-count">
              {count.toLocaleString('en')}
            </span>
          )}
        </UnstyledButton>
      </div>
      {open && (
        <div role="group">
          <LocationChildList parent={loc} depth={depth + 1} />
        </div>
      )}
    </div>
  );
}

/**
 * Direct children of one node, every one loaded so they can be ordered by mentions (most first),
 * then shown a hundred at a time.
 */
function LocationChildList({ parent, depth }: { parent: Location; depth: number }) {
  const tree = useTreeState();
  const [shown, setShown] = useState(CHILD_PAGE_SIZE);
  const { items, loading, error } = useAllChildren(parent);
  const { countOf, order } = tree;
  const ordered = useMemo(() => orderPlaces(items, countOf, order), [items, countOf, order]);

  const indent = { paddingInlineStart: `calc(${depth - 1} * var(--mantine-spacing-md) + 22px)` };
  if (error && items.length === 0) {
    return (
      <Text size="xs" c="red" className={classes.note} style={indent} role="alert">
        Could not load places in {parent.name}: {describeError(error)}
      </Text>
    );
  }
  if (loading && items.length === 0) {
    return (
      <div className={classes.note} style={indent}>
        <Loader size="xs" aria-label={`Loading places in ${parent.name}`} />
      </div>
    );
  }
  if (ordered.length === 0) {
    return (
      <Text size="xs" c="dimmed" className={classes.note} style={indent}>
        {items.length === 0 ? `No places below ${parent.name}` : `No places with mentions in ${parent.name}`}
      </Text>
    );
  }
  const visible = ordered.slice(0, shown);
  return (
    <>
      {visible.map((child, i) => (
        <LocationTreeNode
          key={nodeId(child.level, child.id)}
          loc={child}
          depth={depth}
          position={i + 1}
          setSize={ordered.length}
        />
      ))}
      {loading && (
        <div className={classes.note} style={indent}>
          <Loader size="xs" aria-label={`Loading places in ${parent.name}`} />
        </div>
      )}
      {ordered.length > visible.length && (
        <ShowMore
          depth={depth}
          style={indent}
          remaining={ordered.length - visible.length}
          onMore={() => setShown((n) => n + CHILD_PAGE_SIZE)}
        />
      )}
    </>
  );
}

interface ShowMoreProps {
  depth: number;
  remaining: number;
  style: React.CSSProperties;
  onMore: () => void;
}

/** A treeitem of its own so keyboard users reach it with the arrows and press space/enter. */
function ShowMore({ depth, remaining, style, onMore }: ShowMoreProps) {
  const shown = Math.min(remaining, CHILD_PAGE_SIZE);
  return (
    <div
      role="treeitem"
      aria-level={depth}
      tabIndex={-1}
      className={`${classes.item} ${classes.more}`}
      data-more
      onClick={onMore}
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          onMore();
        }
      }}
    >
      <Text size="xs" c="blue" style={style} className={classes.row}>
        Show {shown} more ({remaining.toLocaleString('en')} not shown)
      </Text>
    </div>
  );
}
