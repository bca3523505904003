import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const MESSAGES: Record<string, string> = {
  new: 'Narrative detection has not started yet for this workspace. Narratives appear here once it has run; this page checks every few seconds.',
  processing:
    'Narratives are being detected for this workspace. The list below may be incomplete; this page checks every few seconds and updates when detection is ready.',
  failed: 'Narrative detection failed for this workspace. Narratives shown here may be out of date.',
};

/** Says why narratives may be missing while a workspace's detection is not ready. */
export function DetectionStatus({ status }: { status: string | undefined }) {
  if (!status || status === 'ready') return null;
  const failed = status === 'failed';
  return (
    <Alert
      color={failed ? 'red' : 'blue'}
      variant="light"
      role="status"
      title={failed ? 'Narrative detection failed' : `Narrative detection: ${status}`}
      icon={failed ? <IconAlertTriangle aria-hidden /> : <Loader size="xs" aria-hidden />}
      data-testid="detection-status"
    >
      {MESSAGES[status] ??
        `Narrative detection is “${status}” for this workspace. This page checks every few seconds and updates when it is ready.`}
    </Alert>
  );
}
