const monthAndYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });

/** "Member since March 2024". */
export function formatMemberSince(iso: string): string {
  return `Member since ${monthAndYear.format(new Date(iso))}`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
