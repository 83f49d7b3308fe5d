import { Suspense, useRef, type ReactNode } from 'react';
import { useNearScreen } from '@/lib/use-near-screen';

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
  const isNear = useNearScreen(ref);

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
