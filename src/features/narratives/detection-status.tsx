import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

const MESSAGES: Record<string, string> = {
  new: 'Narrative detection has not started yet for this workspace. Narratives appear here once it has run.',
  processing:
    'Narratives are being detected for this workspace. The list below may be incomplete until detection is ready.',
  failed: 'Narrative detection failed for this workspace. Narratives shown here may be out of date.',
};

/**
 * Says why narratives may be missing while a workspace's detection is not ready. A status this
 * dashboard does not know is shown as the service sent it. `checking` says whether the page still
 * re-reads the status (it backs off and then stops, detection-poll.ts).
 */
export function DetectionStatus({
  status,
  checking = true,
}: {
  status: string | undefined;
  checking?: boolean;
}) {
  if (!status || status === 'ready') return null;
  const failed = status === 'failed';
  const follow = checking
    ? ' This page checks every few seconds and updates when it is ready.'
    : ' This page has stopped checking; reload it to look again.';
  return (
    <Alert
      color={failed ? 'red' : 'blue'}
      variant="light"
      role="status"
      title={failed ? 'Narrative detection failed' : `Narrative detection: ${status}`}
      icon={
        failed ? (
          <IconAlertTriangle aria-hidden />
        ) : checking ? (
          <Loader size="xs" aria-hidden />
        ) : (
          <IconInfoCircle aria-hidden />
        )
      }
      data-testid="detection-status"
    >
      {MESSAGES[status] ?? `The service reports narrative detection as “${status}” for this workspace.`}
      {!failed && follow}
    </Alert>
  );
}
