import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that makes an element end at the bottom of the viewport (`gap` px above it), so a
 * page can hold its own scrolling list without the document scrolling too. Re-measured when the
 * window resizes and when anything above the element changes height (pills wrapping, a banner).
 */
export function useFillViewport(
  ref: RefObject<HTMLElement | null>,
  { gap = 16, min = 320 } = {},
): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
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
  return height;
}
