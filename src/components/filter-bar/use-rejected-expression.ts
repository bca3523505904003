import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/client';

/**
 * The server's own complaint about the applied expression, from any request of any area that
 * sent it (the list, a chart, a narrative's figures), so the bar can show it under the field.
 * The dashboard checks the syntax first; this catches what only the server knows.
 */
export function useRejectedExpression(expression: string | undefined): string | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    if (!expression) return null;
    const needle = `"filter_expression":${JSON.stringify(expression)}`;
    for (const query of cache.getAll()) {
      const error = query.state.error;
      if (query.state.status !== 'error' || !isApiError(error) || error.param !== 'filter_expression')
        continue;
      if (JSON.stringify(query.queryKey).includes(needle)) return `The server rejected it: ${error.message}`;
    }
    return null;
  }, [cache, expression]);
  return useSyncExternalStore(subscribe, read, read);
}
