import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (typically a lazy component) only once the spot comes within 600px of the
 * viewport, so content far below the fold costs nothing on first load. The placeholder keeps its
 * `id`, so links to `#id` still find and scroll to it.
 */
export function Deferred({
  id,
  placeholderHeight,
  children,
}: {
  id?: string;
  placeholderHeight: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, test DOMs) the children show at once; on the
  // server, never: the page rendered there (decision 041) keeps the placeholder the browser's
  // first render has, or taking it over would not match.
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
  }, [isNear]);

  return (
    <div
      id={id}
      ref={ref}
      className="scroll-mt-20"
      style={isNear ? undefined : { minHeight: placeholderHeight }}
    >
      {isNear && (
        <Suspense fallback={<div style={{ minHeight: placeholderHeight }} />}>{children}</Suspense>
      )}
    </div>
  );
}
