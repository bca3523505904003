import { Outlet, useLocation } from '@tanstack/react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { ErrorBoundary } from '@/components/error-boundary';
import { ShortcutsProvider, type Shortcut } from '@/components/shortcuts';
import { AnalystBar } from './analyst-bar';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { CommandPalette } from './command-palette';
import { ShortcutSheet } from './shortcut-sheet';
import classes from './app-layout.module.css';

const GLOBAL_SHORTCUTS: Shortcut[] = [
  { keys: 'mod+K', description: 'Open the command palette', group: 'General' },
  { keys: '?', description: 'Show keyboard shortcuts', group: 'General' },
  { keys: 'Esc', description: 'Close a dialog or menu', group: 'General' },
];

type Props = { username: string | null; onSignOut: () => void };

/** The signed-in frame: header, collapsible navigation, the analysis window bar and the page. */
export function AppLayout({ username, onSignOut }: Props) {
  const [navOpened, nav] = useDisclosure(false);
  const [sheetOpened, sheet] = useDisclosure(false);
  useHotkeys([['shift+?', sheet.open]]);
  const pathname = useLocation({ select: (l) => l.pathname });

  return (
    <ShortcutsProvider base={GLOBAL_SHORTCUTS}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding={0}
      >
        <AppShell.Header>
          <AppHeader
            navOpened={navOpened}
            onToggleNav={nav.toggle}
            username={username}
            onSignOut={onSignOut}
            onShowShortcuts={sheet.open}
          />
        </AppShell.Header>
        <AppNavbar onNavigate={nav.close} />
        <AppShell.Main>
          <AnalystBar />
          <div className={classes.main}>
            {/* Keyed by path so a failure on one page does not stick after navigating away. */}
            <ErrorBoundary key={pathname} title="This part of the page failed">
              <Outlet />
            </ErrorBoundary>
          </div>
        </AppShell.Main>
      </AppShell>
      <CommandPalette onSignOut={onSignOut} onShowShortcuts={sheet.open} />
      <ShortcutSheet opened={sheetOpened} onClose={sheet.close} />
    </ShortcutsProvider>
  );
}
