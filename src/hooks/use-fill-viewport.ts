import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes the element so it ends at the bottom of the viewport (`gap` px above it), so a page can
 * hold its own scrolling list without the document scrolling too. Re-measured when the window
 * resizes and when anything above the element changes height (pills wrapping, a banner).
 * The height is written to the element's style, not kept in React state: the page is not
 * rendered a second time in its first task just to learn a number only the browser needs (that
 * second render of the whole mention browser came before its first paint).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, { gap = 16, min = 320 } = {}): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(min, Math.floor(window.innerHeight - top - gap))}px`;
    };
    measure();
    // The body grows when content above the element does; the element's own height follows.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, gap, min]);
}
