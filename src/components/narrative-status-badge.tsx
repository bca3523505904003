import { Badge, Loader, Tooltip } from '@mantine/core';

const STATUS: Record<string, { label: string; color: string; explain: string }> = {
  new: {
    label: 'New',
    color: 'gray',
    explain: 'Narrative detection has not started yet for this workspace.',
  },
  processing: {
    label: 'Processing',
    color: 'blue',
    explain:
      'Narratives are being detected from the matching mentions. This list refreshes until they are ready.',
  },
  ready: {
    label: 'Narratives ready',
    color: 'teal',
    explain: 'Narrative detection has finished: the workspace’s narratives can be browsed.',
  },
  failed: {
    label: 'Detection failed',
    color: 'red',
    explain: 'Narrative detection failed. Editing the workspace query starts it again.',
  },
};

/** The workspace's narrative-detection status with a tooltip saying what it means. */
export function NarrativeStatusBadge({ status }: { status: string }) {
  const known = STATUS[status] ?? {
    label: status,
    color: 'gray',
    explain: `Narrative detection reports “${status}”, a status this dashboard does not know; the narratives the service lists are used.`,
  };
  return (
    <Tooltip label={known.explain} multiline w={260} withArrow>
      <Badge
        // The dot variant keeps the text in the body colour: readable in both schemes.
        variant="dot"
        color={known.color}
        tabIndex={0}
        aria-label={`Narrative detection: ${known.label}. ${known.explain}`}
        rightSection={status === 'processing' ? <Loader size={10} color={known.color} /> : undefined}
      >
        {known.label}
      </Badge>
    </Tooltip>
  );
}
