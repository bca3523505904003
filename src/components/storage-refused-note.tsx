import { notifications } from '@mantine/notifications';
import type { StorageRefusal } from '@/lib/stored-value';

/**
 * One note per kind of thing refused, however many writes: the change holds until this page is
 * reloaded, and the note says what to do to keep it.
 */
export function showStorageRefused({ key, what, reason }: StorageRefusal): void {
  notifications.show({
    id: `storage-refused:${key}`,
    color: 'yellow',
    autoClose: false,
    title: `This browser did not keep ${what}`,
    message:
      reason === 'too-large'
        ? 'It is larger than this browser keeps for it. The change applies on this page until you reload it; export it (or remove some) to keep it.'
        : 'Its storage is full or blocked (private browsing can do this). The change applies on this page until you reload it; free some site data, or export it, to keep it.',
  });
}
