import { notifications } from '@mantine/notifications';

/** One note however many writes were refused: the choice holds until this page is reloaded. */
export function showStorageRefused(): void {
  notifications.show({
    id: 'storage-refused',
    color: 'yellow',
    autoClose: false,
    title: 'This browser did not keep your last change',
    message:
      'Its storage is full or blocked (private browsing can do this). The change applies on this page until you reload it; free some site data to keep such choices.',
  });
}
