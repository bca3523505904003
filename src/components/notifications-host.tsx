import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Mounts Mantine's notification container the first time something is shown: toasts are rare,
 * and the container (with its transitions) would otherwise count against every page's budget.
 * notifications.show() queues in the store until the container renders.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
