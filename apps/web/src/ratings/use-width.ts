import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The pixel width of an element, kept current as it resizes: a chart drawn at its real width keeps
 * its labels at the page's text size on a phone, where a scaled viewBox would shrink them.
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
