import { useCallback, useState, type ReactNode } from 'react';

/**
 * Draws `children` once its place comes within 200 px of the screen, and from then on: what lies a
 * screen or more below the start of a page (on a phone) is neither loaded, asked for nor rendered
 * with the page's first view. Until then an empty mark holds its place; the focus moving past it
 * brings it into view and draws it (Shift+Tab then reaches it). Nothing above it moves.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const watch = useCallback((mark: HTMLElement) => {
    const watch = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '200px' });
    watch.observe(mark);
    return () => watch.disconnect();
  }, []);
  return near ? children : <span ref={watch} data-when-near />;
}
