// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureClient } from './client';
import { deskListKey, useItemsKnown } from './desk-known';
import { startDesk, type DeskConnection, type DeskState } from './desk-state';

/** "No reports yet" is said only when it is known: in the browser, or once the desk's list is read. */
describe('useItemsKnown', () => {
  const setup = (token: string, connect: () => Promise<DeskState>) => {
    const client = new QueryClient();
    configureClient({ getToken: () => token });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useItemsKnown('report'), { wrapper });
    return { client, hook, start: () => act(async () => startDesk(client, connect)) };
  };

  it('without a desk (the browser keeps things): known once the probe has answered', async () => {
    let answer!: (s: DeskState) => void;
    const { hook, start } = setup('t-browser', () => new Promise((r) => (answer = r)));
    await start();
    expect(hook.result.current).toBe(false);
    await act(async () => answer({ mode: 'browser', reason: 'No team desk answers beside this dashboard.' }));
    expect(hook.result.current).toBe(true);
  });

  it('with a desk: unknown until the desk’s list of that kind has been read', async () => {
    const runtime = { me: {}, store: () => undefined, dispose: () => undefined } as unknown as DeskConnection;
    const { client, hook, start } = setup('t-desk', async () => ({ mode: 'desk', runtime }));
    await start();
    expect(hook.result.current).toBe(false);
    await act(async () => void client.setQueryData(deskListKey('view'), []));
    expect(hook.result.current).toBe(false);
    await act(async () => void client.setQueryData(deskListKey('report'), []));
    expect(hook.result.current).toBe(true);
  });
});
