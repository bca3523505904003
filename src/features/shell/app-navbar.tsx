import { Link, useMatches, type LinkProps } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WorkspacePicker } from '@/components/workspace-picker';
import { useAvailableAreas, type Area } from './nav-areas';
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
  // On a phone the closed panel is hidden (visibility: hidden, the CSS module's breakpoint): its
  // items render once it opens, not with every page's first view.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  return (
    <nav
      className={classes.navbar}
      data-opened={opened || undefined}
      aria-label="Main navigation"
      id="main-navigation"
    >
      {(opened || !phone) && (
        <>
          {team.map((area) => (
            <NavItem
              key={area.key}
              area={area}
              to={area.to}
              active={isActive(area.routeId)}
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
                  <NavItem
                    key={area.key}
                    area={area}
                    to={area.to}
                    params={{ workspaceId }}
                    active={isActive(area.routeId)}
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
        </>
      )}
    </nav>
  );
}

/** One area as a nav item: a plain router link styled as the navbar's entries. */
function NavItem({
  area,
  active,
  onClick,
  ...link
}: Pick<LinkProps, 'to' | 'params'> & { area: Area; active: boolean; onClick: () => void }) {
  return (
    <Link
      {...link}
      className={classes.navLink}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      <area.icon size={18} aria-hidden />
      <span>{area.label}</span>
    </Link>
  );
}
