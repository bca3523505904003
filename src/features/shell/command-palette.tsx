import { useMemo } from 'react';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  IconBookmark,
  IconKeyboard,
  IconLayoutGrid,
  IconLogout,
  IconSearch,
  IconSunMoon,
} from '@tabler/icons-react';
import { workspaceQueries } from '@/api/workspaces';
import { useSavedViews } from '@/hooks/use-saved-views';
import { describeView, viewHref } from '@/analysis/views/saved-views';
import { useAvailableAreas } from './nav-areas';
import { useWorkspaceContext } from './use-workspace-context';

type Props = { onSignOut: () => void; onShowShortcuts: () => void };

/** mod+K: jump to a workspace or an area, or run an action. */
export default function CommandPalette({ onSignOut, onShowShortcuts }: Props) {
  const navigate = useNavigate();
  const { team, workspace } = useAvailableAreas();
  const { workspaceId, openWorkspace } = useWorkspaceContext();
  const { data: workspaces } = useQuery(workspaceQueries.list());
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const { views } = useSavedViews();

  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const goTo = [
      ...team.map((area) => ({
        id: `area-${area.key}`,
        label: area.label,
        description: area.hint,
        leftSection: <area.icon size={18} />,
        onClick: () => void navigate({ to: area.to }),
      })),
      ...(workspaceId
        ? workspace.map((area) => ({
            id: `area-${area.key}`,
            label: area.label,
            description: `${area.hint} in the current workspace`,
            leftSection: <area.icon size={18} />,
            onClick: () => openWorkspace(workspaceId, area.key),
          }))
        : []),
    ];
    const jump = workspace.length
      ? (workspaces ?? []).map((w) => ({
          id: `workspace-${w.id}`,
          label: w.title,
          description: w.folder ? `Folder: ${w.folder.title}` : 'Unfiled',
          keywords: [w.query],
          leftSection: <IconLayoutGrid size={18} />,
          onClick: () => openWorkspace(w.id),
        }))
      : [];
    // Saved views open from anywhere, also outside a workspace.
    const saved = views.map((v) => ({
      id: `view-${v.id}`,
      label: v.name,
      description: describeView(v),
      leftSection: <IconBookmark size={18} />,
      onClick: () => void navigate({ href: viewHref(v) }),
    }));
    const commands = [
      {
        id: 'toggle-theme',
        label: computed === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
        leftSection: <IconSunMoon size={18} />,
        onClick: () => setColorScheme(computed === 'dark' ? 'light' : 'dark'),
      },
      {
        id: 'shortcuts',
        label: 'Keyboard shortcuts',
        leftSection: <IconKeyboard size={18} />,
        onClick: onShowShortcuts,
      },
      { id: 'sign-out', label: 'Sign out', leftSection: <IconLogout size={18} />, onClick: onSignOut },
    ];
    return [
      { group: 'Go to', actions: goTo },
      { group: 'Saved views', actions: saved },
      { group: 'Workspaces', actions: jump },
      { group: 'Actions', actions: commands },
    ].filter((g) => g.actions.length > 0);
  }, [
    team,
    workspace,
    workspaceId,
    workspaces,
    views,
    computed,
    navigate,
    openWorkspace,
    setColorScheme,
    onShowShortcuts,
    onSignOut,
  ]);

  return (
    <Spotlight
      actions={actions}
      // The layout owns mod+K so the palette can load lazily on first use.
      shortcut={null}
      nothingFound="Nothing found"
      highlightQuery
      limit={30}
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} />,
        placeholder: 'Jump to a workspace, an area, a saved view or an action…',
        'aria-label': 'Command palette search',
      }}
    />
  );
}
