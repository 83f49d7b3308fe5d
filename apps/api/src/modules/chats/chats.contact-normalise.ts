import { confusablesMap } from 'confusables';
import { MappedText, rewriteAll, writePieces, type Piece } from './chats.mapped-text';

/**
 * The first steps of finding contact details (decision 057): a message is rewritten into the
 * plain form the finders read, each character keeping the stretch of the original it stands for.
 * Characters first (look-alikes, full-width and other scripts' digits, invisible characters),
 * then letters typed one by one with spaces, then numbers written as words, then letters typed
 * for digits inside a number.
 */

/** Characters nobody sees: zero-width spaces and joiners, soft hyphens, direction marks. */
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;
/** Full stops of other scripts that read as a dot. */
const OTHER_DOTS = new Set(['。', '｡', '․', '‧', '·', '∙', '⋅']);

/** The value of a decimal digit of any script ('٤' → 4, '৪' → 4): digits come in runs of ten. */
function digitValue(char: string): string {
  let code = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) code -= 1;
  return String((char.codePointAt(0)! - code) % 10);
}

/** What one character reads as in plain ASCII, where it has a reading; '' for nothing at all. */
function plainOf(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  if (INVISIBLE.test(char)) return '';
  if (OTHER_DOTS.has(char)) return '.';
  // Compatibility forms first: full-width '０' and '＠', mathematical '𝟎', circled '⑫' ('12').
  let out = '';
  for (const part of char.normalize('NFKC')) {
    if (part.charCodeAt(0) < 0x80) out += part;
    else if (INVISIBLE.test(part)) continue;
    else if (/\p{Nd}/u.test(part)) out += digitValue(part);
    // Look-alikes of Latin letters and digits: Cyrillic 'о', Greek 'Ο', 'З' for 3.
    else out += confusablesMap.get(part) ?? part;
  }
  return out;
}

/**
 * Every character as it reads: look-alikes as the Latin letter or digit they imitate, digits of
 * any script as ASCII digits, invisible characters gone (their neighbours meet).
 */
export function plainCharacters(text: string): MappedText {
  const out = new MappedText();
  let index = 0;
  for (const char of text) {
    const plain = plainOf(char);
    if (plain === char) out.keep(text, index, index + char.length);
    else if (plain) out.put(plain, index, index + char.length);
    index += char.length;
  }
  return out;
}

/** Three or more letters or digits typed one at a time with spaces: "m i c k", "c o m". */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])[a-z0-9](?: [a-z0-9]){2,}(?![\p{L}\p{N}])/giu;

/** "m i c k 8 8 @ g m a i l . c o m" → "mick88 @ gmail . com"; spaced digits alone stay. */
export function joinSpacedLetters(source: MappedText): MappedText {
  return rewriteAll(source, SPACED_LETTERS, (match) => {
    if ((match[0].match(/[a-z]/gi)?.length ?? 0) < 3) return null;
    const pieces: Piece[] = [];
    for (let index = 0; index < match[0].length; index += 2) {
      pieces.push({ keep: [index, index + 1] });
    }
    return pieces;
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers written as words: "zero four one two", "oh four double one", "04 twelve 345 678"

const UNITS: Record<string, string> = {
  zero: '0',
  nought: '0',
  naught: '0',
  nil: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const TEENS: Record<string, string> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};
const TENS: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};
/** Words that sound like a digit: they count only inside a run of at least two number words. */
const SOUNDALIKES: Record<string, string> = { for: '4', to: '2', too: '2', won: '1', ate: '8' };

const WORDS = [UNITS, TEENS, TENS, SOUNDALIKES].flatMap((table) => Object.keys(table));
/** One number word at a position; the longest first, so "seventeen" is not "seven" + "teen". */
const WORD_AT = new RegExp(
  `(?:(double|triple|treble)[\\s-]*)?(${WORDS.sort((a, b) => b.length - a.length).join('|')})`,
  'iy',
);
const DIGITS_AT = /\d+/y;
/** What may stand between the tokens of one number. */
const SEPARATOR_AT = /[\s,.\-–—_/]{0,3}/y;

interface NumberToken {
  start: number;
  end: number;
  digits: string;
  kind: 'digits' | 'word' | 'weak' | 'soundalike';
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{L}/u.test(char);
}

/** The number word at `at` that ends where a word ends (or where another number word starts). */
function wordAt(text: string, at: number): NumberToken | null {
  WORD_AT.lastIndex = at;
  const match = WORD_AT.exec(text);
  if (!match) return null;
  const end = at + match[0].length;
  if (isLetter(text[end])) {
    WORD_AT.lastIndex = end;
    if (!WORD_AT.test(text)) return null; // "tone", "often", "oneself": part of a word.
  }
  const word = match[2]!.toLowerCase();
  if (word in SOUNDALIKES) {
    return match[1] ? null : { start: at, end, digits: SOUNDALIKES[word]!, kind: 'soundalike' };
  }
  const digit = UNITS[word] ?? TEENS[word] ?? `${TENS[word]}0`;
  const repeat = match[1] ? (match[1].toLowerCase() === 'double' ? 2 : 3) : 1;
  const kind = !match[1] && (word === 'o' || word === 'oh') ? 'weak' : 'word';
  return { start: at, end, digits: digit.repeat(repeat), kind };
}

/** The tokens of the number starting at `at`, with soundalikes left out unless `withSoundalikes`. */
function readRun(text: string, at: number, withSoundalikes: boolean): NumberToken[] {
  const tokens: NumberToken[] = [];
  let position = at;
  for (;;) {
    DIGITS_AT.lastIndex = position;
    const digits = DIGITS_AT.exec(text);
    const token = digits
      ? { start: position, end: position + digits[0].length, digits: digits[0], kind: 'digits' }
      : wordAt(text, position);
    if (!token || (token.kind === 'soundalike' && !withSoundalikes)) break;
    tokens.push(token as NumberToken);
    SEPARATOR_AT.lastIndex = token.end;
    position = token.end + SEPARATOR_AT.exec(text)![0].length;
  }
  while (tokens.at(-1)?.kind === 'soundalike') tokens.pop();
  return tokens;
}

/** "forty" and "five" are one number, 45, as said; "twenty twenty" stays "2020". */
function joinTens(tokens: NumberToken[]): NumberToken[] {
  const out: NumberToken[] = [];
  for (const token of tokens) {
    const previous = out.at(-1);
    if (
      previous?.kind === 'word' &&
      /^[2-9]0$/.test(previous.digits) &&
      token.kind === 'word' &&
      /^[1-9]$/.test(token.digits)
    ) {
      out[out.length - 1] = {
        ...previous,
        end: token.end,
        digits: previous.digits[0] + token.digits,
      };
    } else {
      out.push(token);
    }
  }
  return out;
}

/** The pieces that write a run: words as digits, words next to words run together. */
function runPieces(tokens: NumberToken[], at: number): Piece[] {
  const pieces: Piece[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const isWord = token.kind !== 'digits';
    if (previous && token.start > previous.end && !(previous.kind !== 'digits' && isWord)) {
      // Kept apart by one space, so the digit groups someone typed stay as they were.
      pieces.push({ text: ' ', from: [previous.end - at, token.start - at] });
    }
    pieces.push(
      isWord
        ? { text: token.digits, from: [token.start - at, token.end - at] }
        : { keep: [token.start - at, token.end - at] },
    );
  });
  return pieces;
}

/**
 * Number words become digits. A run needs two tokens, one of them a number word other than "o"
 * or "oh" ("one or two" and "oh well" stay words); soundalikes ("for", "to") count only between
 * two number words, in a run that holds at least two others ("zero for one two").
 */
export function numberWordsToDigits(source: MappedText): MappedText {
  const text = source.text;
  const out = new MappedText();
  let last = 0;
  let position = 0;
  while (position < text.length) {
    const char = text[position]!;
    const startsToken = /\d/.test(char) || (/[a-z]/i.test(char) && !isLetter(text[position - 1]));
    if (!startsToken) {
      position += 1;
      continue;
    }
    let tokens = readRun(text, position, true);
    if (tokens[0]?.kind === 'soundalike') {
      // "to zero four …": a soundalike never starts a number.
      position = tokens[0].end;
      continue;
    }
    const isRealWord = (token: NumberToken) => token.kind === 'word';
    if (tokens.filter(isRealWord).length < 2 && tokens.some((t) => t.kind === 'soundalike')) {
      tokens = readRun(text, position, false);
    }
    tokens = joinTens(tokens);
    if (tokens.length < 2 || !tokens.some(isRealWord)) {
      // Every later start inside this run reads a part of it, which is no more a number.
      const end = tokens.at(-1)?.end ?? position;
      position = Math.max(end, position + 1);
      while (position < text.length && isLetter(text[position])) position += 1;
      continue;
    }
    const end = tokens.at(-1)!.end;
    out.keep(source, last, position);
    writePieces(out, source, position, runPieces(tokens, position));
    last = end;
    position = end;
  }
  out.keep(source, last, text.length);
  return out;
}

/** "plus six one …", "plus 61 …": the country code's plus, spelled. */
const PLUS_WORD = /(?<![\p{L}])plus\s{1,3}(?=six|6)/giu;

export function plusWordToSign(source: MappedText): MappedText {
  return rewriteAll(source, PLUS_WORD, (match) => [{ text: '+', from: [0, match[0].length] }]);
}

/**
 * Letters typed for digits inside a number: a letter O for a zero ("O412 345 678", "04O0"), an
 * l or I for a one ("04l2"). (A | between digits is a separator, not a one.)
 */
const LOOK_ALIKE_DIGITS =
  /(?<![\p{L}])[oO](?=\d[\doOlI]\d)|(?<![\p{L}])[oO](?=\d{2})|(?<=\d)[oOlI](?=\d)|(?<=\d\d)[oO](?![\p{L}\p{N}])/gu;

export function lookAlikeDigits(source: MappedText): MappedText {
  return rewriteAll(source, LOOK_ALIKE_DIGITS, (match) => [
    { text: /[oO]/.test(match[0]) ? '0' : '1', from: [0, 1] },
  ]);
}
