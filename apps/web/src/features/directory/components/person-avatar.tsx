import { cn } from '@/components/ui/cn';

const DEFAULT_AVATAR = '/default-avatar.svg';

const sizes = {
  md: 'size-16',
  lg: 'size-24 sm:size-28',
} as const;

/** A person's photo, or the default silhouette; decorative, as their name is always beside it. */
export function PersonAvatar({
  avatar,
  size = 'md',
  className,
}: {
  avatar: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <img
      src={avatar ?? DEFAULT_AVATAR}
      alt=""
      width={112}
      height={112}
      loading="lazy"
      className={cn(
        'shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200',
        sizes[size],
        className,
      )}
    />
  );
}
