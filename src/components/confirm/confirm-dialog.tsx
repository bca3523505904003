import { Button, Group } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { settleConfirm, type ConfirmRequest } from './confirm-store';

/** The confirmation itself: Escape, the close button and Cancel all cancel; focus starts on Cancel. */
export function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  return (
    <Modal
      opened
      onClose={() => settleConfirm(false)}
      title={request.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request.children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => settleConfirm(false)} data-autofocus>
          {request.labels.cancel}
        </Button>
        <Button color={request.color} onClick={() => settleConfirm(true)}>
          {request.labels.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
