import { useHotkeys } from '@mantine/hooks';
import type { Mention } from '@/api/schemas';
import { safeHttpUrl } from './safe-url';

interface Options {
  mentions: readonly Mention[];
  cursor: number;
  setCursor: (index: number) => void;
  paneOpen: boolean;
  open: (index: number) => void;
  close: () => void;
}

/**
 * Triage keys: j/k move (the open pane follows), Enter opens, Esc closes, o opens the original
 * URL (http/https only, without opener or referrer). Keys typed into fields are ignored.
 */
export function useMentionKeyboard({ mentions, cursor, setCursor, paneOpen, open, close }: Options) {
  const move = (delta: number) => {
    if (mentions.length === 0) return;
    const next = Math.min(mentions.length - 1, Math.max(0, cursor + delta));
    setCursor(next);
    if (paneOpen) open(next);
  };
  useHotkeys([
    ['j', () => move(1)],
    ['k', () => move(-1)],
    ['Enter', () => cursor >= 0 && open(cursor)],
    ['Escape', () => close()],
    [
      'o',
      () => {
        const url = safeHttpUrl(mentions[cursor]?.url);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
      },
    ],
  ]);
}
