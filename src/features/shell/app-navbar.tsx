import { Link, useMatches } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { WorkspacePicker } from '@/components/workspace-picker';
import { useAvailableAreas } from './nav-areas';
import { useWorkspaceContext } from './use-workspace-context';
import classes from './app-layout.module.css';

/**
 * Team-wide areas, then the workspace picker and the areas of the chosen workspace. Plain router
 * links styled as nav items: Mantine's NavLink (with the Collapse it nests children in) cost
 * 2.5 kB gzipped on every first page for a feature these flat lists do not use.
 */
export function AppNavbar({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const matches = useMatches();
  const { team, workspace } = useAvailableAreas();
  const { workspaceId, openWorkspace } = useWorkspaceContext();
  const isActive = (routeId: string) => matches.some((m) => m.routeId === routeId);

  return (
    <nav
      className={classes.navbar}
      data-opened={opened || undefined}
      aria-label="Main navigation"
      id="main-navigation"
    >
      {team.map((area) => (
        <Link
          key={area.key}
          to={area.to}
          className={classes.navLink}
          data-active={isActive(area.routeId) || undefined}
          aria-current={isActive(area.routeId) ? 'page' : undefined}
          onClick={onNavigate}
        >
          <area.icon size={18} aria-hidden />
          <span>{area.label}</span>
        </Link>
      ))}
      {workspace.length > 0 && (
        <div className={classes.navSection}>
          <WorkspacePicker
            value={workspaceId}
            onChange={(id) => {
              openWorkspace(id);
              onNavigate();
            }}
          />
          {workspaceId ? (
            workspace.map((area) => (
              <Link
                key={area.key}
                to={area.to}
                params={{ workspaceId }}
                className={classes.navLink}
                data-active={isActive(area.routeId) || undefined}
                aria-current={isActive(area.routeId) ? 'page' : undefined}
                onClick={onNavigate}
              >
                <area.icon size={18} aria-hidden />
                <span>{area.label}</span>
              </Link>
            ))
          ) : (
            <Text size="xs" c="dimmed" mt={6}>
              Pick a workspace to see its mentions and analyses.
            </Text>
          )}
        </div>
      )}
    </nav>
  );
}
