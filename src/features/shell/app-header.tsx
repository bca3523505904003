import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Burger, Button, Group, Kbd, Menu, Text, Tooltip } from '@mantine/core';
import { IconKeyboard, IconLogout, IconRadar, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { ThemeMenu } from './theme-menu';
import { loadWhenIdle } from '@/lib/when-idle';
import classes from './app-layout.module.css';

// The job runner and its tray load once the page is on screen (bundle budget; the first paint
// does not wait for them); a stored job resumes then, on whichever page the app opened.
const TagJobsIndicator = lazy(() => loadWhenIdle(() => import('./tag-jobs-indicator')));
// The alert inbox's unread count, likewise (shows only when a team desk answers).
const InboxIndicator = lazy(() => loadWhenIdle(() => import('./inbox-indicator')));

type Props = {
  navOpened: boolean;
  onToggleNav: () => void;
  username: string | null;
  onSignOut: () => void;
  onShowShortcuts: () => void;
  onOpenPalette: () => void;
};

export function AppHeader({
  navOpened,
  onToggleNav,
  username,
  onSignOut,
  onShowShortcuts,
  onOpenPalette,
}: Props) {
  return (
    <div className={classes.header}>
      <Burger
        opened={navOpened}
        onClick={onToggleNav}
        aria-controls="main-navigation"
        aria-expanded={navOpened}
        hiddenFrom="sm"
        size="sm"
        aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
      />
      <Link to="/" className={classes.brand} aria-label="Narrative Desk home">
        <IconRadar className={classes.brandMark} size={24} aria-hidden />
        <Text span inherit visibleFrom="xs">
          Narrative Desk
        </Text>
      </Link>
      {/* The actions (tooltips and menus, each with its floating machinery) render just after the
          first paint: the header keeps its height, and the page's heading does not wait for them. */}
      <AfterFirstPaint>
        <Group gap="xs" ml="auto" wrap="nowrap">
          <Suspense fallback={null}>
            <TagJobsIndicator />
          </Suspense>
          <Suspense fallback={null}>
            <InboxIndicator />
          </Suspense>
          <Button
            variant="default"
            className={classes.searchButton}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={<Kbd size="xs">Ctrl K</Kbd>}
            onClick={onOpenPalette}
            visibleFrom="sm"
          >
            Search…
          </Button>
          <Tooltip label="Search (Ctrl K)">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Search"
              onClick={onOpenPalette}
              hiddenFrom="sm"
            >
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Keyboard shortcuts (?)">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Keyboard shortcuts"
              onClick={onShowShortcuts}
              visibleFrom="sm"
            >
              <IconKeyboard size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ThemeMenu />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label={username ? `Account: ${username}` : 'Account'}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={username ? `Account menu, signed in as ${username}` : 'Account menu'}
                >
                  <IconUserCircle size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown maw={280}>
              {username && (
                <Menu.Label>
                  Signed in as{' '}
                  <Text
                    span
                    inherit
                    fw={700}
                    c="var(--mantine-color-text)"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {username}
                  </Text>
                </Menu.Label>
              )}
              <Menu.Item leftSection={<IconKeyboard size={16} aria-hidden />} onClick={onShowShortcuts}>
                Keyboard shortcuts
              </Menu.Item>
              <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AfterFirstPaint>
    </div>
  );
}
