import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import * as messages from '@trademate/shared/messages';
import { MapPinIcon } from '@/components/ui/icons';

/**
 * A directory card: photo, name (the link to the profile, whose hit area is the whole card), then
 * what the directory shows about the person.
 */
export function PersonCard({
  to,
  name,
  avatar,
  place,
  distanceKm,
  badge,
  children,
  footer,
}: {
  to: string;
  name: string;
  avatar: string | null;
  place: string;
  /** Whole km from the viewer's suburb, when both are known. */
  distanceKm?: number;
  badge?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="flex items-start gap-4">
        <PersonAvatar avatar={avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">
            <Link
              to={to}
              className="before:absolute before:inset-0 before:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
            <MapPinIcon className="size-4 shrink-0 text-slate-400" />
            <span>{place}</span>
            {distanceKm !== undefined && (
              <span className="whitespace-nowrap text-slate-500">
                · {messages.places.kmAway(distanceKm)}
              </span>
            )}
          </p>
          {badge && <div className="mt-2">{badge}</div>}
        </div>
      </div>
      <div className="mt-4 flex-1 space-y-3">{children}</div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-500">
        {footer}
      </div>
    </article>
  );
}

export function PersonCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-56 animate-pulse rounded-2xl bg-slate-100 ring-1 ring-slate-200"
    />
  );
}
