import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { ErrorBoundary } from '@/components/error-boundary';
import { ShortcutsProvider, type Shortcut } from '@/components/shortcuts';
import { AnalystBar } from './analyst-bar';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import classes from './app-layout.module.css';

// The palette (with @mantine/spotlight) and the shortcut sheet load on first use, keeping them
// out of the first page load (bundle budget).
const CommandPalette = lazy(() => import('./command-palette'));
const ShortcutSheet = lazy(() => import('./shortcut-sheet'));

const GLOBAL_SHORTCUTS: Shortcut[] = [
  { keys: 'mod+K', description: 'Open the command palette', group: 'General' },
  { keys: '?', description: 'Show keyboard shortcuts', group: 'General' },
  { keys: 'Esc', description: 'Close a dialog or menu', group: 'General' },
];

type Props = { username: string | null; onSignOut: () => void };

/**
 * The signed-in frame: fixed header, navigation (a side column from the sm breakpoint, a panel
 * opened by the burger below it), the analysis window bar and the page. A CSS-module layout
 * rather than Mantine's AppShell: AppShell (with its resize handle) cost 8 kB gzipped and pushed
 * the workspaces page over the 250 kB budget; the behaviour here is the same.
 */
export function AppLayout({ username, onSignOut }: Props) {
  const [navOpened, nav] = useDisclosure(false);
  const [sheetOpened, sheet] = useDisclosure(false);
  const [loaded, setLoaded] = useState({ palette: false, sheet: false });
  const pathname = useLocation({ select: (l) => l.pathname });

  const openPalette = () => {
    setLoaded((prev) => ({ ...prev, palette: true }));
    // The spotlight store loads with the palette; the palette opens once mounted.
    void import('@mantine/spotlight').then(({ spotlight }) => spotlight.open());
  };
  const openSheet = () => {
    setLoaded((prev) => ({ ...prev, sheet: true }));
    sheet.open();
  };
  useHotkeys([
    ['shift+?', openSheet],
    ['mod+K', openPalette],
  ]);

  return (
    <ShortcutsProvider base={GLOBAL_SHORTCUTS}>
      <div className={classes.shell}>
        <header className={classes.header}>
          <AppHeader
            navOpened={navOpened}
            onToggleNav={nav.toggle}
            username={username}
            onSignOut={onSignOut}
            onShowShortcuts={openSheet}
            onOpenPalette={openPalette}
          />
        </header>
        <AppNavbar opened={navOpened} onNavigate={nav.close} />
        <main className={classes.main}>
          <AnalystBar />
          <div className={classes.page}>
            {/* Keyed by path so a failure on one page does not stick after navigating away. */}
            <ErrorBoundary key={pathname} title="This part of the page failed">
              <Outlet />
            </ErrorBoundary>
          </div>
        </main>
      </div>
      <Suspense fallback={null}>
        {loaded.palette && <CommandPalette onSignOut={onSignOut} onShowShortcuts={openSheet} />}
        {loaded.sheet && <ShortcutSheet opened={sheetOpened} onClose={sheet.close} />}
      </Suspense>
    </ShortcutsProvider>
  );
}
