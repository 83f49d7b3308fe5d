import { cn } from '@/components/ui/cn';
import { StarRating } from '@/components/ui/star-rating';
import { formatRating } from '@/lib/format';

/** Stars for the average rating, then "4.7 (3 reviews)" or "No reviews yet". */
export function RatingSummary({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null;
  reviewCount: number;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
      <StarRating rating={rating} />
      <span>{formatRating(rating, reviewCount)}</span>
    </p>
  );
}
