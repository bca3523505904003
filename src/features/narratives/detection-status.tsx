import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { KNOWN_DETECTION_STATUSES } from '@/lib/detection-poll';

const MESSAGES: Record<string, string> = {
  new: 'Narrative detection has not started yet for this workspace. Narratives appear here once it has run.',
  processing:
    'Narratives are being detected for this workspace. The list below may be incomplete until detection is ready.',
  failed: 'Narrative detection failed for this workspace. Narratives shown here may be out of date.',
};

/**
 * Says why narratives may be missing while a workspace's detection is not ready. A status this
 * dashboard does not know is "not known", named as the service sent it. Narratives the service
 * lists are shown whatever the status (the real service says `new` above a full list), so with
 * some `listed` the note says only that. `checking` says whether the page still re-reads the
 * status (it backs off and then stops, detection-poll.ts).
 */
export function DetectionStatus({
  status,
  checking = true,
  listed = 0,
}: {
  status: string | undefined;
  checking?: boolean;
  /** Narratives the service lists in the window now. */
  listed?: number;
}) {
  if (!status || status === 'ready') return null;
  const failed = status === 'failed';
  const known = KNOWN_DETECTION_STATUSES.has(status);
  // `processing` keeps its own words (the list may still grow); `new` or a status not known does not.
  if (listed > 0 && !failed && status !== 'processing') {
    return (
      <Alert
        color="gray"
        variant="light"
        role="status"
        title={known ? `Narrative detection: ${status}` : 'Narrative detection: status not known'}
        icon={<IconInfoCircle aria-hidden />}
        data-testid="detection-status"
      >
        The service reports narrative detection as “{status}”
        {known ? '' : ', a status this dashboard does not know'}; the narratives it lists are shown.
      </Alert>
    );
  }
  const follow = checking
    ? ' This page checks every few seconds and updates when it is ready.'
    : ' This page has stopped checking; reload it to look again.';
  return (
    <Alert
      color={failed ? 'red' : 'blue'}
      variant="light"
      role="status"
      title={
        failed
          ? 'Narrative detection failed'
          : known
            ? `Narrative detection: ${status}`
            : 'Narrative detection: status not known'
      }
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
