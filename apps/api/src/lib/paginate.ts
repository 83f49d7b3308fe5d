/** The page envelope of a page-numbered list: the items plus where they sit in the whole. */
export function toPage<T>(items: T[], total: number, query: { page: number; limit: number }) {
  return {
    items,
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}
