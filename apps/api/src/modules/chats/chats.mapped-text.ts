/**
 * Text rewritten piece by piece, each character knowing the stretch of the original it stands for,
 * so that what is found in the rewritten text maps back to what the person typed (decisions 026
 * and 057). Pure and synchronous; every operation is linear in the text's length.
 */
export class MappedText {
  text = '';
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Copies `original[start, end)` character by character. */
  keep(original: MappedText | string, start: number, end: number): void {
    for (let index = start; index < end; index += 1) {
      if (typeof original === 'string') {
        this.push(original[index]!, index, index + 1);
      } else {
        this.push(original.text[index]!, original.starts[index]!, original.ends[index]!);
      }
    }
  }

  /** Writes `replacement`, every character of it standing for the original's `[start, end)`. */
  put(replacement: string, start: number, end: number): void {
    for (const char of replacement) {
      // A character outside the basic plane is two code units: both stand for the same stretch.
      for (let unit = 0; unit < char.length; unit += 1) this.push(char[unit]!, start, end);
    }
  }

  private push(char: string, start: number, end: number): void {
    this.text += char;
    this.starts.push(start);
    this.ends.push(end);
  }

  /** The original stretch behind `[from, to)` of this text. */
  origin(from: number, to: number): { start: number; end: number } {
    let start = Infinity;
    let end = -Infinity;
    for (let index = from; index < to; index += 1) {
      start = Math.min(start, this.starts[index]!);
      end = Math.max(end, this.ends[index]!);
    }
    return { start, end };
  }

  /** Where the original stretch behind this text's character `index` starts. */
  startOf(index: number): number {
    return this.starts[index]!;
  }

  /** Where the original stretch behind this text's character `index` ends. */
  endOf(index: number): number {
    return this.ends[index]!;
  }

  static of(text: string): MappedText {
    const mapped = new MappedText();
    mapped.keep(text, 0, text.length);
    return mapped;
  }
}

/**
 * A piece of a rewritten match: text standing for a stretch of the match, or a stretch of the
 * match kept as it is. Offsets are within the match.
 */
export type Piece = { keep: [number, number] } | { text: string; from: [number, number] };

/**
 * Rewrites every match of `pattern` (global) in `source` with the pieces `rewrite` returns, or
 * leaves it as it is when `rewrite` returns null.
 */
export function rewriteAll(
  source: MappedText,
  pattern: RegExp,
  rewrite: (match: RegExpExecArray) => Piece[] | null,
): MappedText {
  const out = new MappedText();
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(source.text); match; match = pattern.exec(source.text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    const pieces = rewrite(match);
    if (!pieces) continue;
    out.keep(source, last, match.index);
    writePieces(out, source, match.index, pieces);
    last = match.index + match[0].length;
  }
  out.keep(source, last, source.text.length);
  return out;
}

/** Writes `pieces` of the match at `at` in `source` into `out`. */
export function writePieces(out: MappedText, source: MappedText, at: number, pieces: Piece[]) {
  for (const piece of pieces) {
    if ('keep' in piece) {
      out.keep(source, at + piece.keep[0], at + piece.keep[1]);
    } else if (piece.from[1] > piece.from[0]) {
      const start = source.startOf(at + piece.from[0]);
      const end = source.endOf(at + piece.from[1] - 1);
      out.put(piece.text, start, end);
    }
  }
}
