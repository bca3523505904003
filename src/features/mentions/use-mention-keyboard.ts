import { useHotkeys } from '@mantine/hooks';
import type { Mention } from '@/api/schemas';
import { useRegisterShortcuts, type Shortcut } from '@/components/shortcuts';
import { safeHttpUrl } from './safe-url';

interface Options {
  mentions: readonly Mention[];
  cursor: number;
  setCursor: (index: number) => void;
  paneOpen: boolean;
  open: (index: number) => void;
  close: () => void;
}

const GROUP = 'Mention browser';

/** The browser's own keys, listed in the `?` sheet (x is bound by the list, which holds the selection). */
export const MENTION_SHORTCUTS: Shortcut[] = [
  { keys: '/', description: 'Search the mentions (the search expression)', group: GROUP },
  { keys: 'j', description: 'Next mention (the open detail follows)', group: GROUP },
  { keys: 'k', description: 'Previous mention', group: GROUP },
  { keys: 'Enter', description: 'Open the mention under the cursor', group: GROUP },
  { keys: 'o', description: 'Open the original in a new tab', group: GROUP },
  { keys: 'Esc', description: 'Close the detail', group: GROUP },
  { keys: 'x', description: 'Select or unselect the mention under the cursor', group: GROUP },
  { keys: 'shift+x', description: 'Select from the last selected one to the cursor', group: GROUP },
  { keys: 'shift+Click', description: 'Select a range with the mouse', group: GROUP },
];

/**
 * Triage keys: j/k move (the open pane follows), Enter opens, Esc closes, o opens the original
 * URL (http/https only, without opener or referrer). Keys typed into fields are ignored.
 */
export function useMentionKeyboard({ mentions, cursor, setCursor, paneOpen, open, close }: Options) {
  useRegisterShortcuts('mention-browser', MENTION_SHORTCUTS);
  const move = (delta: number) => {
    if (mentions.length === 0) return;
    const next = Math.min(mentions.length - 1, Math.max(0, cursor + delta));
    setCursor(next);
    if (paneOpen) open(next);
  };
  useHotkeys([
    ['j', () => move(1)],
    ['k', () => move(-1)],
    [
      'Enter',
      (e) => {
        // Enter on a focused control is that control's (the calendar's, a menu's), not the list's.
        if (e.target instanceof Element && e.target.closest('button, a, [role="button"], [role="menuitem"]'))
          return;
        if (cursor < 0) return;
        e.preventDefault();
        open(cursor);
      },
      { preventDefault: false },
    ],
    ['Escape', () => close()],
    // As on Workspaces: the filter bar's search field (it belongs to the bar, found by its name).
    ['/', () => document.querySelector<HTMLInputElement>('input[aria-label="Search expression"]')?.focus()],
    [
      'o',
      () => {
        const url = safeHttpUrl(mentions[cursor]?.url);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
      },
    ],
  ]);
}
