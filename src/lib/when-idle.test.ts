// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenIdle, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs through requestIdleCallback, with a deadline, and a cancel withdraws it', () => {
    const pending = new Map<number, () => void>();
    let next = 0;
    const request = vi.fn((run: () => void) => (pending.set(++next, run), next));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
    const a = vi.fn();
    const b = vi.fn();
    whenIdle(a);
    const cancel = whenIdle(b);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(a).not.toHaveBeenCalled();
    cancel();
    pending.forEach((run) => run());
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs a task after the next frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50); // the frame, then the task after it
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('loadWhenIdle starts the download only once idle', async () => {
    let idle!: () => void;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    const load = vi.fn(() => Promise.resolve('code'));
    const result = loadWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    idle();
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
