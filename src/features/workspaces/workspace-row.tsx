import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { Workspace } from '@/api/workspaces';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { ChannelBadges } from './channel-badges';
import { NarrativeStatusBadge } from '@/components/narrative-status-badge';
import { WORKSPACE_DRAG_TYPE } from './workspace-drag';
import classes from './workspaces.module.css';

type WorkspaceRowProps = {
  workspace: Workspace;
  tz: DateRangeSearch['tz'];
  /** Summaries off, requested and still awaited, or requested and settled. */
  summaries: 'off' | 'waiting' | 'settled';
  /** The title, as a link when the workspace has a page to open. */
  title: ReactNode;
  /** Row actions; null when the service offers no workspace writes (the row is not draggable then). */
  menu: ReactNode | null;
  /** Just created: scrolled into view once and marked for a moment. */
  highlighted?: boolean;
};

/** One workspace: draggable onto a folder group (the row menu is the keyboard alternative). */
export function WorkspaceRow({ workspace: w, tz, summaries, title, menu, highlighted }: WorkspaceRowProps) {
  const [dragging, setDragging] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const saved = w.id > 0;
  useEffect(() => {
    if (!highlighted) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [highlighted]);
  return (
    <li
      ref={ref}
      className={`${classes.row} ${dragging ? classes.dragging : ''}`}
      data-highlighted={highlighted || undefined}
      draggable={saved && menu !== null}
      aria-busy={!saved}
      data-testid={`workspace-row-${w.id}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(WORKSPACE_DRAG_TYPE, String(w.id));
        e.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
    >
      <IconGripVertical size={16} className={classes.grip} aria-hidden />
      <Stack gap={6} className={classes.body}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            {title}
            <NarrativeStatusBadge status={w.narrativeDetection.status} />
          </Group>
          {menu}
        </Group>
        <Code className={classes.query} aria-label="Query">
          {w.query}
        </Code>
        <Group gap="xs" wrap="wrap">
          <ChannelBadges channels={w.channels} />
          <Text size="xs" c="dimmed">
            {w.owner && <>Owner {w.owner} · </>}Modified{' '}
            <time dateTime={w.modified}>{formatInZone(w.modified, tz)}</time>
          </Text>
        </Group>
        {summaries !== 'off' && <WorkspaceSummary summary={w.summary} waiting={summaries === 'waiting'} />}
      </Stack>
    </li>
  );
}

function WorkspaceSummary({ summary, waiting }: { summary: string; waiting: boolean }) {
  if (summary.trim() || !waiting) {
    return (
      <Text size="sm" c="dimmed" fs={summary.trim() ? undefined : 'italic'}>
        {summary.trim() || 'No summary yet: the service is still writing it. Refresh later.'}
      </Text>
    );
  }
  return (
    <Stack gap={4} aria-label="Summary is being generated">
      <Skeleton height={8} width="90%" />
      <Skeleton height={8} width="60%" />
    </Stack>
  );
}
