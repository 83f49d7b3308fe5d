import { findPhoneNumbersInText, isValidPhoneNumber } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';
import * as messages from '@trademate/shared/messages';

/**
 * Contact details in a chat message: phone numbers, email addresses and links, found through the
 * disguises people use to slip them past a filter ("zero four one two …", "mick at gmail dot com",
 * "www dot example dot com dot au"). Decision 026.
 *
 * The libraries do what they are made for: libphonenumber-js decides what is an Australian phone
 * number (`findPhoneNumbersInText`, and `isValidPhoneNumber` for the groups it does not see as
 * one), linkify-it finds links and email addresses. Neither reads number words or "at"/"dot"
 * spelled out, so this file first rewrites those disguises into the plain form, keeping for every
 * character of the rewritten text the stretch of the original it came from; whatever the libraries
 * find there maps back to the words the person typed. Everything here is pure and synchronous.
 */

/** A stretch of the original text: `start` inclusive, `end` exclusive. */
export interface ContactSpan {
  start: number;
  end: number;
  kind: 'phone' | 'email' | 'link';
}

/**
 * Text rewritten piece by piece, each character knowing the stretch of the original it stands for.
 */
class MappedText {
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
    for (const char of replacement) this.push(char, start, end);
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

  /** The stretch of the original that `[from, to)` of this text stands for, in this text's terms. */
  startOf(index: number): number {
    return this.starts[index]!;
  }

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
 * Rewrites every match of `pattern` in `source` with the pieces `rewrite` returns (or leaves it
 * as it is when `rewrite` returns null). A piece is either text standing for a stretch of the
 * match, or a stretch of the match kept as it is.
 */
type Piece = { keep: [number, number] } | { text: string; from: [number, number] };

function rewriteAll(
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
    for (const piece of pieces) {
      if ('keep' in piece) {
        out.keep(source, match.index + piece.keep[0], match.index + piece.keep[1]);
      } else {
        const start = source.startOf(match.index + piece.from[0]);
        const end = source.endOf(match.index + piece.from[1] - 1);
        out.put(piece.text, start, end);
      }
    }
    last = match.index + match[0].length;
  }
  out.keep(source, last, source.text.length);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Number words: "zero four one two", "oh four double one", "nought 4 12 …"

const DIGIT_OF: Record<string, string> = {
  zero: '0',
  nought: '0',
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
const NUMBER_WORD = 'zero|nought|nil|oh|o|one|two|three|four|five|six|seven|eight|nine';
const NUMBER_TOKEN = `(?:(?:double|triple)[\\s-]+(?:${NUMBER_WORD}|\\d)|${NUMBER_WORD}|\\d+)`;
/** A run of number words and digit groups, separated as people separate them when they type. */
const NUMBER_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUMBER_TOKEN}(?:[\\s,.\\-–]{1,3}${NUMBER_TOKEN})*(?![\\p{L}\\p{N}])`,
  'giu',
);
const NUMBER_TOKEN_ONLY = new RegExp(`${NUMBER_TOKEN}`, 'giu');

function digitsOfWord(token: string): string | null {
  const lower = token.toLowerCase();
  const repeat = /^(double|triple)[\s-]+(.+)$/.exec(lower);
  if (repeat) {
    const digit = DIGIT_OF[repeat[2]!] ?? repeat[2]!;
    return digit.repeat(repeat[1] === 'double' ? 2 : 3);
  }
  return DIGIT_OF[lower] ?? null;
}

/**
 * Number words become digits. Words next to words run together ("zero four one two" → "0412");
 * a word next to digits is kept apart from them by a space ("zero four 12 345" → "04 12 345"), so
 * the digit groups someone typed stay as they were. A run needs two number tokens, one a word:
 * "one or two" and "oh well" stay words, and lone digits are not touched.
 */
function numberWordsToDigits(source: MappedText): MappedText {
  return rewriteAll(source, NUMBER_RUN, (match) => {
    const tokens: Array<{ start: number; end: number; digits: string; isWord: boolean }> = [];
    NUMBER_TOKEN_ONLY.lastIndex = 0;
    for (
      let token = NUMBER_TOKEN_ONLY.exec(match[0]);
      token;
      token = NUMBER_TOKEN_ONLY.exec(match[0])
    ) {
      const isWord = /\D/.test(token[0]);
      const digits = isWord ? digitsOfWord(token[0]) : token[0];
      if (digits === null) return null;
      tokens.push({ start: token.index, end: token.index + token[0].length, digits, isWord });
    }
    const words = tokens.filter((token) => token.isWord);
    // "oh" and "o" count only beside other numbers; a run of them alone is an exclamation.
    const realWords = words.filter(
      (token) => !/^(oh|o)$/i.test(match[0].slice(token.start, token.end)),
    );
    if (tokens.length < 2 || realWords.length === 0) return null;
    const pieces: Piece[] = [];
    tokens.forEach((token, index) => {
      const previous = tokens[index - 1];
      if (previous && !(previous.isWord && token.isWord)) {
        pieces.push({ text: ' ', from: [previous.end, token.start] });
      }
      pieces.push(
        token.isWord
          ? { text: token.digits, from: [token.start, token.end] }
          : { keep: [token.start, token.end] },
      );
    });
    return pieces;
  });
}

/** A letter O typed for a zero inside a number ("O412 345 678"). */
function lettersForZero(source: MappedText): MappedText {
  return rewriteAll(source, /(?<![\p{L}])[oO](?=\d{2})|(?<=\d)[oO](?=\d)/gu, () => [
    { text: '0', from: [0, 1] },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Domains, emails and links: "example dot com dot au", "mick (at) example [dot] com"

/**
 * The endings a link or an address may have. A short list rather than every top-level domain:
 * the full list holds English words ("no", "so", "to", "me" among the country codes, "top",
 * "ltd", …) and sentences run together without a space would turn into links.
 */
const TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'biz',
  'info',
  'pro',
  'asia',
  'au',
  'nz',
  'uk',
  'us',
  'ca',
  'ie',
  'io',
  'co',
  'ly',
  'tv',
  'app',
  'dev',
  'online',
  'site',
  'store',
  'shop',
  'tech',
  'xyz',
  'cloud',
  'website',
  'email',
  'link',
  'page',
  'build',
  'builders',
  'construction',
  'plumbing',
  'services',
  'solutions',
  'tools',
  'homes',
  'house',
  'design',
];
const TLD = `(?:${TLDS.join('|')})`;
/** Free mail services people name without the ending ("mick88 at gmail"). */
const MAIL_SERVICES = [
  'gmail',
  'hotmail',
  'outlook',
  'yahoo',
  'bigpond',
  'icloud',
  'live',
  'optusnet',
  'iinet',
  'tpg',
];
const MAIL_SERVICE = `(?:${MAIL_SERVICES.join('|')})`;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A dot as typed or spelled: ".", " . ", " dot ", "(dot)", "[dot]", "{dot}", "<dot>". */
const DOT_SPELLED = '\\s*[([{<]\\s*dot\\s*[)\\]}>]\\s*|\\s+dot\\s+';
const DOT = `(?:${DOT_SPELLED}|\\s+\\.\\s+|\\.)`;
/** An at sign as typed or spelled: "@", " @ ", "(at)", "[at]", " at ". */
const AT_SPELLED = '\\s*[([{<]\\s*at\\s*[)\\]}>]\\s*';
const AT = `(?:\\s*@\\s*|${AT_SPELLED}|\\s+at\\s+)`;

/** Words that sit before " at " or " dot " in plain English ("I'm at …", "meet me at …"). */
const PLAIN_WORDS = new Set(
  (
    'a an the i me my we us our you your he him his she her they them their it its this that ' +
    'is am are was were be been being do does did have has had will would can could should ' +
    'there here home work site job look looking be back arrive arrived start started meet ' +
    'see call ring text email mail contact reach available free up down out in on off ' +
    'and or but so if then than at by for from of to with about just only also still now ' +
    'today tomorrow tonight morning afternoon arvo night week weekend m s t d ll re ve'
  ).split(' '),
);

const DOMAIN_CHAIN = new RegExp(
  `(?<![\\p{L}\\p{N}@._-])(${LABEL})((?:${DOT}${LABEL})*${DOT}${TLD})(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`,
  'giu',
);
const DOT_ONLY = new RegExp(DOT, 'giu');

/** Rewrites each dot in `match[0][from, to)` to "." and keeps the labels as they are. */
function dotsToPeriods(text: string, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const part = text.slice(from, to);
  let last = 0;
  DOT_ONLY.lastIndex = 0;
  for (let dot = DOT_ONLY.exec(part); dot; dot = DOT_ONLY.exec(part)) {
    if (dot.index > last) pieces.push({ keep: [from + last, from + dot.index] });
    pieces.push({ text: '.', from: [from + dot.index, from + dot.index + dot[0].length] });
    last = dot.index + dot[0].length;
  }
  if (last < part.length) pieces.push({ keep: [from + last, to] });
  return pieces;
}

/** "example dot com dot au" → "example.com.au", unless it reads as English ("the dot com era"). */
function spelledDomainsToPlain(source: MappedText): MappedText {
  return rewriteAll(source, DOMAIN_CHAIN, (match) => {
    if (!/[^.]/.test(match[0].replace(/[a-z0-9-]/gi, ''))) return null; // Already plain.
    if (PLAIN_WORDS.has(match[1]!.toLowerCase())) return null;
    return dotsToPeriods(match[0], 0, match[0].length);
  });
}

const LOCAL_PART = `[a-z0-9_%+-]+(?:${DOT}[a-z0-9_%+-]+)*`;
const SPELLED_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])(${LOCAL_PART})(${AT})((?:${LABEL}\\.)+${TLD}|${MAIL_SERVICE})(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`,
  'giu',
);

/**
 * "mick dot t at example.com", "jess [at] example.com.au", "mick88 at gmail" → plain addresses.
 * A spelled " at " needs a name before it that is not an everyday word ("I'm at bunnings.com.au"
 * is a link, not an address); a free mail service named alone gets its ".com" back.
 */
function spelledAddressesToPlain(source: MappedText, original: string): MappedText {
  return rewriteAll(source, SPELLED_ADDRESS, (match) => {
    const [whole, local, at, domain] = match as unknown as [string, string, string, string];
    const isService = !domain.includes('.');
    if (at === '@' && !isService) return null; // Already plain.
    const atStart = local.length;
    const domainStart = atStart + at.length;
    if (/^\s+at\s+$/i.test(at)) {
      // "photos at www.example.com.au" is a link; "mick at example dot com", "mick.t at
      // example.com" and "mick88 at gmail" are addresses.
      const firstWord = local.split(/[^a-z0-9_%+-]/i)[0]!.toLowerCase();
      if (local.length < 2 || PLAIN_WORDS.has(firstWord) || /^www\./i.test(domain)) return null;
      const typedDomain = source.origin(match.index + domainStart, match.index + whole.length);
      const isDomainSpelled = original.slice(typedDomain.start, typedDomain.end) !== domain;
      const looksLikeAddress = /[\d._+%]/.test(local) || local !== local.replace(/\s/g, '');
      if (!isService && !isDomainSpelled && !looksLikeAddress) return null;
    }
    return [
      ...dotsToPeriods(whole, 0, atStart),
      { text: '@', from: [atStart, domainStart] },
      { keep: [domainStart, whole.length] },
      ...(isService ? [{ text: '.com', from: [domainStart, whole.length] } as Piece] : []),
    ];
  });
}

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(TLDS);

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** Digit groups as typed in a phone number: spaces, dots, dashes and brackets between them. */
const DIGIT_GROUPS =
  /(?<![\p{L}\p{N}$.,])(?:\+\s?)?\(?\d+\)?(?:[ \t.\-–]{1,3}\(?\d+\)?)*(?![\p{L}\p{N}])/gu;

/**
 * What comes right before a number that is not a phone number: an ABN, a licence, an invoice.
 */
const NOT_A_PHONE_BEFORE =
  /\b(?:abn|acn|arbn|tfn|bsb|lic(?:en[cs]e)?|reg(?:istration)?|rego|invoice|inv|quote|ref(?:erence)?|order|po|job|ticket|claim|case|tracking|member(?:ship)?|customer|booking|account|acct?|policy|serial|model|part|permit|cert(?:ificate)?|qbcc|vba|lot|dp|id)\b\.?\s*(?:no\.?|num(?:ber)?|#)?\s*[:#.-]?\s*$/i;

/** An ABN as written: eleven digits in groups of 2, 3, 3 and 3. */
const ABN_SHAPE = /^\d{2} \d{3} \d{3} \d{3}$/;

function isAustralianPhone(digits: string): boolean {
  return isValidPhoneNumber(digits, 'AU');
}

/**
 * Digit groups libphonenumber-js does not read as one number ("04 1 2 3 4 5 6 7 8" with its
 * spacing, groups run together after number words): the longest run of neighbouring groups that
 * is a valid Australian number, from the first group on.
 */
function phonesInGroups(text: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  DIGIT_GROUPS.lastIndex = 0;
  for (let run = DIGIT_GROUPS.exec(text); run; run = DIGIT_GROUPS.exec(text)) {
    const groups = [...run[0].matchAll(/\+?\s?\(?\d+/g)].map((group) => ({
      start: run.index + group.index,
      end: run.index + group.index + group[0].length,
      digits: group[0].replace(/\D/g, ''),
      plus: group[0].startsWith('+'),
    }));
    let first = 0;
    while (first < groups.length) {
      let best = -1;
      let digits = groups[first]!.plus ? '+' : '';
      for (let last = first; last < groups.length; last += 1) {
        digits += groups[last]!.digits;
        const count = digits.replace('+', '').length;
        if (count > 12) break;
        if (count >= 8 && isAustralianPhone(digits)) best = last;
      }
      if (best < 0) {
        first += 1;
        continue;
      }
      let end = groups[best]!.end;
      if (text[end] === ')') end += 1;
      found.push({ start: groups[first]!.start, end });
      first = best + 1;
    }
  }
  return found;
}

/**
 * Whether a number read as a phone number is one where it stands: not an ABN, nor part of one
 * ("12 345 678 901" holds a valid-looking "345 678 901"), nor a licence, invoice or order number.
 * The digit groups around it count as part of it.
 */
function isPhoneInContext(original: string, span: { start: number; end: number }): boolean {
  let { start, end } = span;
  const isDigit = (index: number) => /\d/.test(original[index] ?? '');
  for (;;) {
    if (isDigit(start - 1)) start -= 1;
    else if (original[start - 1] === ' ' && isDigit(start - 2)) start -= 2;
    else break;
  }
  for (;;) {
    if (isDigit(end)) end += 1;
    else if (original[end] === ' ' && isDigit(end + 1)) end += 2;
    else break;
  }
  const typed = original.slice(start, end).trim();
  if (ABN_SHAPE.test(typed)) return false;
  return !NOT_A_PHONE_BEFORE.test(original.slice(Math.max(0, start - 30), start));
}

// ---------------------------------------------------------------------------------------------

/** A quick look for anything that could be a detail, so most messages cost one regular expression. */
const MAYBE_DETAILS =
  /(?:\d\D{0,3}){6}|@|\.[a-z]|\bdot\b|\bat\b|\b(?:zero|nought|oh|one|two|three|four|five|six|seven|eight|nine)\b/i;

function trimSpan(original: string, span: ContactSpan): ContactSpan {
  let { start, end } = span;
  while (start < end && /\s/.test(original[start]!)) start += 1;
  while (end > start && /[\s.,;:!?]/.test(original[end - 1]!)) end -= 1;
  return { ...span, start, end };
}

/** Merges overlapping or touching stretches, keeping the order of the text. */
function mergeSpans(spans: ContactSpan[]): ContactSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of sorted) {
    const previous = merged.at(-1);
    if (previous && span.start <= previous.end) {
      previous.end = Math.max(previous.end, span.end);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** The phone numbers, email addresses and links in `text`, as stretches of it, in order. */
export function findContactDetails(text: string): ContactSpan[] {
  if (!MAYBE_DETAILS.test(text)) return [];
  let mapped = MappedText.of(text);
  mapped = numberWordsToDigits(mapped);
  mapped = lettersForZero(mapped);
  mapped = spelledDomainsToPlain(mapped);
  mapped = spelledAddressesToPlain(mapped, text);
  const plain = mapped.text;
  const spans: ContactSpan[] = [];

  for (const link of linkify.match(plain) ?? []) {
    spans.push({
      ...mapped.origin(link.index, link.lastIndex),
      kind: link.schema === 'mailto:' ? 'email' : 'link',
    });
  }
  const phones = [
    ...findPhoneNumbersInText(plain, 'AU').map((found) => ({
      start: found.startsAt,
      end: found.endsAt,
    })),
    ...phonesInGroups(plain),
  ];
  for (const phone of phones) {
    const span: ContactSpan = { ...mapped.origin(phone.start, phone.end), kind: 'phone' };
    if (isPhoneInContext(text, span)) spans.push(span);
  }
  return mergeSpans(spans.map((span) => trimSpan(text, span)).filter((s) => s.end > s.start));
}

/** `text` with each phone number, email address and link replaced by the shared marker. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const spans = findContactDetails(text);
  if (spans.length === 0) return { text, masked: false };
  let out = '';
  let last = 0;
  for (const span of spans) {
    out += text.slice(last, span.start) + messages.chats.hiddenContactDetails;
    last = span.end;
  }
  return { text: out + text.slice(last), masked: true };
}

/**
 * A message's body as its reader may see it: as sent once the conversation shows contact details,
 * masked before (decision 026). `detailsHidden` says whether anything was masked.
 */
export function bodyForReader(
  body: string,
  contactsShown: boolean,
): { body: string; detailsHidden: boolean } {
  if (contactsShown) return { body, detailsHidden: false };
  const masked = maskContactDetails(body);
  return { body: masked.text, detailsHidden: masked.masked };
}
