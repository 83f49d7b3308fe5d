import { constants, inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdf-lib shows: its content streams inflated and the strings of their
 * text operators decoded. Enough to check what an invoice says without a PDF reader.
 */
export function readPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // A stream whose last byte is a carriage return loses it to the `\r?\n` before
      // `endstream`: that byte is the checksum's, so the text is whole without it.
      content = inflateSync(Buffer.from(match[1]!, 'latin1'), {
        finishFlush: constants.Z_SYNC_FLUSH,
      }).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
    }
    for (const text of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(text[1]!);
  }
  return parts.join('\n');
}
