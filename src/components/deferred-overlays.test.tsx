// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Modal } from './deferred-overlays';

function Host({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <MantineProvider>
      <button onClick={() => setOpened(true)}>Open</button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Rename"
        transitionProps={{ duration: 0 }}
      >
        <p>dialog body</p>
      </Modal>
    </MantineProvider>
  );
}

describe('deferred Modal', () => {
  it('renders nothing while closed, then the dialog with its content once opened', async () => {
    render(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toHaveTextContent('dialog body');
  });

  it('opens at once when it mounts open, and closes like Mantine’s', async () => {
    render(<Host initiallyOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
