// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ExpiryCountdown, formatCountdown } from './expiry-countdown';

describe('session expiry countdown', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('formats minutes and seconds, never negative', () => {
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });

  it('counts down with the clock and then says the session has ended', async () => {
    const expiry = Date.now() + 65_000;
    await renderWithProviders(<ExpiryCountdown expiry={expiry} onSignIn={() => undefined} />);
    expect(await screen.findByTestId('session-expiring')).toHaveTextContent('ends in 1:05');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByTestId('session-expiring')).toHaveTextContent('ends in 0:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByTestId('session-expiring')).toBeNull();
    expect(screen.getByTestId('session-ended')).toHaveTextContent('Session ended — sign in again');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  });
});
