import { lazy, Suspense, useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { PanelLoading } from '@/components/loading-state';
import { useQuery } from '@tanstack/react-query';
import { IconBookmarks } from '@tabler/icons-react';
import { workspaceQueries } from '@/api/workspaces';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { loadWhenIdle } from '@/lib/when-idle';

// Every analysis page shows the button, so what it needs beyond the button loads after the page:
// the views' count (with the stored views' contract) once the page is on screen, the menu when
// first opened.
const SavedViewsPanel = lazy(() => import('./saved-views-panel'));
const SavedViewsCount = lazy(() => loadWhenIdle(() => import('./saved-views-count')));

/**
 * Saved views: save the investigation on screen under a name, open, rename, delete (with undo),
 * copy a link, and move them between browsers as a JSON file. Kept on the team desk when the
 * project's server has one (api/desk-state.ts), else in this browser. A popover whose content loads when first opened, so it costs the pages nothing
 * until used.
 */
export function SavedViewsMenu() {
  const { workspaceId, window, range } = useWorkspaceView();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  return (
    <SavedViewsPopover title={workspace.data?.title} window={window} relative={range.range !== 'custom'} />
  );
}

/** What a saved view from this page is of, and its window. */
export type SavedViewsPopoverProps = {
  /** What the view is of ("Energy transition"; share of voice: "A vs B"). */
  title?: string;
  window: { since: string; to: string };
  relative: boolean;
};

/** The views menu for any page a view can be saved from (a workspace area or share of voice). */
export function SavedViewsPopover({ title, window, relative }: SavedViewsPopoverProps) {
  const [opened, setOpened] = useState(false);
  // The popover (floating position, focus trap) mounts with its first opening: the button is on
  // every analysis page's first paint, the popover's machinery need not be. Opening moves focus
  // into the panel and closing returns it to the button, so the button's remount goes unnoticed.
  const [mounted, setMounted] = useState(false);
  const button = (onClick: () => void) => (
    <Button
      variant="default"
      leftSection={<IconBookmarks size={16} />}
      onClick={onClick}
      aria-expanded={opened}
    >
      Views
      <Suspense fallback={null}>
        <SavedViewsCount />
      </Suspense>
    </Button>
  );
  if (!mounted)
    return button(() => {
      setMounted(true);
      setOpened(true);
    });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(420px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>{button(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<PanelLoading label="Loading saved views" />}>
          <SavedViewsPanel
            title={title}
            window={window}
            relative={relative}
            onOpenView={() => setOpened(false)}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
