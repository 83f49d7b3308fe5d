import { and, eq, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as messages from '@trademate/shared/messages';
import { AppError } from './app-error';

/** Where a keyset-paginated list (newest first) stopped: the last item's time and id. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque token for the client: base64url of `<ISO time>|<id>`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor a client sent back, or a 400 when it is not one this server made. */
export function decodeCursor(token: string | undefined): Cursor | undefined {
  if (!token) return undefined;
  const [iso, id] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION', messages.request.cursorInvalid, [
      { path: 'cursor', message: messages.request.cursorInvalid },
    ]);
  }
  return { createdAt, id };
}

/**
 * Where a nearest-first list stopped: the last item's exact distance (km, as the database computed
 * it, so `(distance, id) > cursor` resumes right after it) and id.
 */
export interface DistanceCursor {
  distanceKm: number;
  id: string;
}

/** Distance cursors start with `d|`, so one from the other order is refused, not misread. */
export function encodeDistanceCursor(cursor: DistanceCursor): string {
  return Buffer.from(`d|${cursor.distanceKm}|${cursor.id}`).toString('base64url');
}

/** A nearest-first cursor this server made, or a 400. */
export function decodeDistanceCursor(token: string | undefined): DistanceCursor | undefined {
  if (!token) return undefined;
  const [kind, km, id] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  const distanceKm = Number(km);
  if (
    kind !== 'd' ||
    !id ||
    !UUID.test(id) ||
    !km ||
    !Number.isFinite(distanceKm) ||
    distanceKm < 0
  ) {
    throw new AppError('VALIDATION', messages.request.cursorInvalid, [
      { path: 'cursor', message: messages.request.cursorInvalid },
    ]);
  }
  return { distanceKm, id };
}

/**
 * Newest first, spelled `desc nulls last` as the list indexes are built (Drizzle's `.desc()` in an
 * index means nulls last): a bare `desc` means nulls first, an order those indexes cannot give, and
 * Postgres would read every matching row and sort them instead of reading one page in index order.
 */
export function newestFirst(
  createdAtColumn: AnyColumn | SQL.Aliased,
  idColumn: AnyColumn | SQL.Aliased,
): SQL[] {
  return [sql`${createdAtColumn} desc nulls last`, sql`${idColumn} desc nulls last`];
}

/** `(createdAt, id) < (cursor)` for a list ordered by both descending; undefined without cursor. */
export function olderThan(
  createdAtColumn: AnyColumn,
  idColumn: AnyColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(createdAtColumn, cursor.createdAt),
    and(eq(createdAtColumn, cursor.createdAt), lt(idColumn, cursor.id)),
  );
}

/**
 * Turns `limit + 1` fetched rows into one page: the repository asks for one extra row so it knows
 * whether another page follows without counting.
 */
export function toCursorPage<Row, Item>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor | DistanceCursor,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  if (!(rows.length > limit && last)) return { items: pageRows.map(toItem), nextCursor: null };
  const cursor = cursorOf(last);
  return {
    items: pageRows.map(toItem),
    nextCursor: 'distanceKm' in cursor ? encodeDistanceCursor(cursor) : encodeCursor(cursor),
  };
}
