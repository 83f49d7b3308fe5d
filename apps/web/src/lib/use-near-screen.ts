import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within 600px of the viewport (and stays true once it has): what
 * is far below the fold waits until the person scrolls toward it. Without IntersectionObserver
 * (old browsers, test DOMs) it is true at once; on the server, never, so a page rendered there
 * (decision 041) matches the browser's first render.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);

  return isNear;
}
