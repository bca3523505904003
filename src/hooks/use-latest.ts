import { useEffect, useRef } from 'react';

/**
 * A ref that holds the latest value, for callbacks that must keep their identity (props of
 * memoised rows, a list's scrollToIndex) while still reading the list as it grows page by page.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
