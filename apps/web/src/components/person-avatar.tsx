import { cn } from '@/components/ui/cn';

const DEFAULT_AVATAR = '/default-avatar.svg';

/** Each size's classes and the largest width it is drawn at, in CSS pixels. */
const sizes = {
  xs: { className: 'size-9', pixels: 36 },
  sm: { className: 'size-11', pixels: 44 },
  md: { className: 'size-12', pixels: 48 },
  lg: { className: 'size-16', pixels: 64 },
  xl: { className: 'size-24 sm:size-28', pixels: 112 },
} as const;

/** A person's photo, or the default silhouette; decorative, as their name is always beside it. */
export function PersonAvatar({
  avatar,
  size,
  className,
}: {
  avatar: string | null;
  size: keyof typeof sizes;
  className?: string;
}) {
  const { className: sizeClassName, pixels } = sizes[size];
  return (
    <img
      src={avatar ?? DEFAULT_AVATAR}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      className={cn(
        'shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200',
        sizeClassName,
        className,
      )}
    />
  );
}
