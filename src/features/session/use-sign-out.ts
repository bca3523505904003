import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { signOutLocally } from './session-actions';

/** Clears the token and every cached query, then shows sign-in (history cannot bring data back). */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(() => {
    signOutLocally(queryClient);
    void router.navigate({ to: '/sign-in' });
  }, [queryClient, router]);
}
