const monthAndYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' });

/** "Member since March 2024". */
export function formatMemberSince(iso: string): string {
  return `Member since ${monthAndYear.format(new Date(iso))}`;
}

/** A review's or reply's date, e.g. "3 March 2025". */
export function formatReviewDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "Sydney, NSW". */
export function formatPlace(person: { city: string; state: string }): string {
  return `${person.city}, ${person.state}`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** "4.7 (3 reviews)", or "No reviews yet". */
export function formatRating(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}
