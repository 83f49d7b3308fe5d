/** A multipart/form-data body holding one file in the part `field`, ready for `app.inject`. */
export function multipartFile(file: {
  field: string;
  filename: string;
  content: Buffer;
  contentType: string;
}) {
  const boundary = '----trademate' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A part of a multipart/form-data body: a plain field, or a file. */
export type MultipartPart =
  | { field: string; value: string }
  | { field: string; filename: string; content: Buffer; contentType: string };

/** A multipart/form-data body of these parts, in this order, ready for `app.inject`. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = '----trademate' + Math.random().toString(16).slice(2);
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    const content = 'value' in part ? Buffer.from(part.value) : part.content;
    return [Buffer.from(head), content, Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Every page of a cursor-paginated list, first to last, following `nextCursor` (at most
 * `maxPages`, so a list that never ends fails its test instead of hanging it).
 */
export async function allCursorPages<T>(
  fetchPage: (cursor: string | null) => Promise<CursorPage<T>>,
  maxPages = 100,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const page: CursorPage<T> = await fetchPage(cursor);
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < maxPages);
  return pages;
}
