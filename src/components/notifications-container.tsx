import { Notifications } from '@mantine/notifications';

/** Lazily loaded by NotificationsHost. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
