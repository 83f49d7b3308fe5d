import { cn } from './cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white">
      <Spinner label="Loading TradeMate" className="scale-150" />
    </div>
  );
}
