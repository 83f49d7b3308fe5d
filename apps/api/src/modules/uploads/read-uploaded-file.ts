import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { textFault } from '../../lib/well-formed-text';

/**
 * The bytes of the one file sent in the multipart part `part`. Everything the sender can get wrong
 * answers 4xx: not multipart, no such part, a body that is not valid multipart (cut short, a bad
 * boundary, broken headers: 400), a file whose name holds a NUL character or bytes that are not
 * UTF-8 (400, decision 053), a file over `maxBytes` (413 with `tooLarge`). `beforeReading`
 * sees the file part's headers and the fields sent before it (never those after), and may refuse
 * before any of the file's bytes are read.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: {
    part: string;
    maxBytes: number;
    missing: string;
    tooLarge: string;
    beforeReading?: (
      file: MultipartFile,
      fieldsBefore: ReadonlyMap<string, string>,
    ) => Promise<void>;
  },
): Promise<Buffer> {
  const { part, maxBytes, missing, tooLarge, beforeReading } = options;
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', messages.http.photoNotMultipart(part));
  }
  const refuseMissing = () =>
    new AppError('VALIDATION', missing, [{ path: part, message: missing }]);
  try {
    const fieldsBefore = new Map<string, string>();
    for await (const sent of request.parts({ limits: { fileSize: maxBytes } })) {
      if (sent.type === 'field') {
        if (typeof sent.value === 'string') fieldsBefore.set(sent.fieldname, sent.value);
        continue;
      }
      if (sent.fieldname !== part) throw refuseMissing();
      // The multipart parser decodes a name's bytes leniently: U+FFFD is all that is left of
      // bytes that were not UTF-8.
      if (textFault(sent.filename, { replacementMeansNotUtf8: true })) {
        const message = messages.text.fileName(part);
        throw new AppError('VALIDATION', message, [{ path: part, message }]);
      }
      await beforeReading?.(sent, fieldsBefore);
      const content = await sent.toBuffer();
      // The parser marks a file `truncated` when it drops the bytes past the limit, and `toBuffer`
      // looks at the mark only as each kept chunk arrives: when the file's last kept byte ends a
      // chunk and the bytes past the limit come in the next one, no kept chunk follows the mark
      // and the cut file would pass as whole. The mark is final once the file has ended, here.
      if (sent.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      }
      return content;
    }
    throw refuseMissing();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    if (status !== undefined && status >= 400 && status < 500) throw error;
    // The multipart parser's own errors carry no status: the body itself is malformed.
    throw new AppError('VALIDATION', messages.http.photoUnreadable(part));
  }
}
