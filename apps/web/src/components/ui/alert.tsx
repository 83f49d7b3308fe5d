import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

/**
 * A message box. Errors are announced at once (role="alert"); success and info politely
 * (role="status").
 */
export function Alert({
  tone = 'error',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl px-4 py-3 text-sm ring-1 ring-inset', tones[tone], className)}
    >
      {children}
    </div>
  );
}
