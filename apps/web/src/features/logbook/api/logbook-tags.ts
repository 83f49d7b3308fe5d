/** The cache tags of the logbook's lists, so a change makes stale exactly what it changed. */
export const supervisionsTag = { type: 'logbookSupervision', id: 'LIST' } as const;
export const entriesTag = { type: 'logbookEntry', id: 'LIST' } as const;

export function entryTag(id: string) {
  return { type: 'logbookEntry', id } as const;
}

/**
 * What a change to entries makes stale: the entries themselves, every list of entries, the
 * apprentice's totals, and the supervisions (each counts the entries waiting on it).
 */
export function changedEntriesTags(ids: readonly string[]) {
  return [...ids.map(entryTag), entriesTag, 'logbookTotals' as const, supervisionsTag];
}
