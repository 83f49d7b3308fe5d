import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
};
const sizes: Record<Size, string> = {
  // On a phone a small button still gets a finger-sized height (40px, like `md`).
  sm: 'px-3 py-1.5 text-sm max-sm:min-h-10',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

interface StyleProps {
  variant?: Variant;
  size?: Size;
  className?: string;
}

export function buttonClasses({ variant = 'primary', size = 'md', className }: StyleProps = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

/**
 * A button. One that acts only through script (`type="button"`) waits, on a page the server drew
 * (decisions 041, 046, 088), until the app has taken the page over: a press before then would be
 * lost. A page the app draws itself has it enabled from the start.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  disabled,
  ...props
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === 'button' && !isHydrated)}
      className={buttonClasses({ variant, size, className })}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: StyleProps & LinkProps & { children: ReactNode }) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
