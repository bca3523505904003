// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { DeferredControl } from './deferred-control';

afterEach(() => vi.unstubAllGlobals());

function Menu({ opened }: { opened: boolean }) {
  return <p>menu {opened ? 'open' : 'closed'}</p>;
}

const setup = () => {
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  let arrive!: (m: typeof Menu) => void;
  const load = vi.fn(() => new Promise<typeof Menu>((r) => (arrive = r)));
  const chunk = preloadableChunk(load);
  render(
    <DeferredControl chunk={chunk} face={(open) => <button onClick={open}>Export</button>}>
      {(Loaded, opened) => <Loaded opened={opened} />}
    </DeferredControl>,
  );
  return { load, idle: () => idle!(), arrive: (m: typeof Menu) => arrive(m) };
};

describe('DeferredControl', () => {
  it('shows the face, loads once idle, and then the control, closed', async () => {
    const s = setup();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await act(async () => {});
    expect(s.load).not.toHaveBeenCalled();
    act(() => s.idle());
    await act(async () => s.arrive(Menu));
    expect(screen.getByText('menu closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('a click on the face loads at once and opens the control when it arrives', async () => {
    const s = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(s.load).toHaveBeenCalledTimes(1);
    await act(async () => s.arrive(Menu));
    expect(screen.getByText('menu open')).toBeInTheDocument();
  });
});
