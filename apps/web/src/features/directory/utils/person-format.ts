const monthAndYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });

/** "Member since March 2024". */
export function formatMemberSince(iso: string): string {
  return `Member since ${monthAndYear.format(new Date(iso))}`;
}

/** "Sydney, NSW". */
export function formatPlace(person: { city: string; state: string }): string {
  return `${person.city}, ${person.state}`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
