import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';

/** The console's name, leading to its overview. */
export function ConsoleBrand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={consolePaths.home.href()}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {messages.staff.consoleName}
      </span>
    </Link>
  );
}
