import { Link } from 'react-router';
import { company } from '@trademate/shared/constants/company';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home.href()}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span
        className={cn(
          'text-xl font-bold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {company.productName}
      </span>
    </Link>
  );
}
