import { Link, useMatches } from '@tanstack/react-router';
import { NavLink, Text } from '@mantine/core';
import { WorkspacePicker } from '@/components/workspace-picker';
import { useAvailableAreas } from './nav-areas';
import { useWorkspaceContext } from './use-workspace-context';
import classes from './app-layout.module.css';

/** Team-wide areas, then the workspace picker and the areas of the chosen workspace. */
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
        <NavLink
          key={area.key}
          component={Link}
          // `to` is checked against the route tree at runtime (nav-areas), so its type is not literal.
          to={area.to as never}
          label={area.label}
          leftSection={<area.icon size={18} aria-hidden />}
          active={isActive(area.routeId)}
          aria-current={isActive(area.routeId) ? 'page' : undefined}
          onClick={onNavigate}
        />
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
              <NavLink
                key={area.key}
                component={Link}
                to={area.to as never}
                params={{ workspaceId } as never}
                label={area.label}
                leftSection={<area.icon size={18} aria-hidden />}
                active={isActive(area.routeId)}
                aria-current={isActive(area.routeId) ? 'page' : undefined}
                onClick={onNavigate}
              />
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
