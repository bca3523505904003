import { Notifications } from '@mantine/notifications';

/** Lazily loaded by NotificationsHost. At the bottom, so a toast never covers the header's controls. */
export default function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
