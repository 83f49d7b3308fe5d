import { isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Phone numbers in a message's plain form (decision 057): digit groups, however they are spaced,
 * split or labelled, that together make a valid number. libphonenumber-js decides what a valid
 * number is; which groups to put together is ours, since people split a number to slip it past a
 * filter ("0412⏎345⏎678", "0412 345 and then 678").
 *
 * - **Strong**: an Australian mobile or landline with its area code (10 digits from 0), a number
 *   after +61 (or 61, or 0011 61, unless the 11 digits are a valid ABN), or any valid number after
 *   a +. Hidden whatever word comes before it; its groups may be split by a few words.
 * - **Service**: 1300 and 1800 numbers, also as letters ("1800 TRADES"). Hidden, groups together.
 * - **Weak**: 13 numbers (6 digits) and an 8-digit landline without its area code: hidden unless
 *   a reference label comes right before ("job no. 131450"); the 8 digits need a word saying it
 *   is a phone ("office 9876 5432"), since such numbers are also invoices and order numbers.
 */

export interface Stretch {
  start: number;
  end: number;
}

interface DigitGroup extends Stretch {
  digits: string;
  /** Not part of a phone number: a price, date, time or percentage. */
  isBlocked: boolean;
  /** A quantity: a unit follows ("2400 mm", "13 jobs"); never joined across words. */
  isQuantity: boolean;
}

/** Numbers that are not phone numbers whatever their digits: prices, dates, times, percentages. */
const NOT_PHONE_MATERIAL = new RegExp(
  [
    '[$€£]\\s?\\d+(?:[.,]\\d+)*',
    // A date has three parts: one more makes it something else ("04.12.34.56.78").
    '(?<!\\d[/.-]?)\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})(?![/.-]?\\d)',
    '(?<!\\d)\\d{4}-\\d{2}-\\d{2}(?!\\d)',
    '(?<!\\d)\\d{1,2}[:.]\\d{2}\\s?(?:am|pm)(?![a-z])',
    '(?<!\\d)\\d{1,2}:\\d{2}(?!\\d)',
    '(?<!\\d)\\d{1,2}\\s?(?:am|pm)(?![a-z])',
    '(?<![\\d.,])\\d+(?:[.,]\\d+)?\\s?%',
  ].join('|'),
  'gi',
);

/** A unit right after a number makes it a quantity. */
const UNIT_AFTER =
  /^\s?(?:mm|cm|m|km|m2|m3|sqm|kg|g|t|l|lt|ml|kw|kva|v|w|amps?|hz|psi|kpa|mpa|x|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|yrs?|k|grand|bucks|dollars|bags?|box(?:es)?|sheets?|lengths?|tonnes?|tons?|lit(?:re|er)s?|met(?:re|er)s?|lm|pcs|pieces?|jobs?|stars?|people|bedrooms?|bathrooms?|rooms?|storeys?|stories|windows?|doors?|panels?|outlets?|lights?|downlights?)(?![a-z])/i;
/** What stands right before a reference number that is not a phone number. */
const REFERENCE_BEFORE =
  /\b(?:abn|acn|arbn|tfn|bsb|lic(?:en[cs]e)?|reg(?:istration)?|rego|invoice|inv|quote|ref(?:erence)?|order|po|job|ticket|claim|case|tracking|member(?:ship)?|customer|booking|account|acct?|policy|serial|model|part|permit|cert(?:ificate)?|qbcc|vba|lot|dp|id|sku|code|pin|unit|no\.?)\b\.?\s*(?:no\.?|num(?:ber)?|#)?\s*[:#.-]?\s*$/i;
/** A word saying that the number after it is a phone number. */
const PHONE_WORD_BEFORE =
  /\b(?:call|ring|phone|ph|mob(?:ile)?|tel(?:ephone)?|landline|office|number|contact|text|sms|fax|dial|reach|whats ?app)\b[^.!?\d]{0,20}$/i;

/**
 * The digits a number may start with, so far: anything after a +, 0 then an area code, a mobile's
 * 4 or 5 or a second 0 (00, 0011), 61, 13, 1300, 1800, or a landline's 8 digits from 2. A run
 * that no longer fits stops growing.
 */
const COULD_BE_A_NUMBER =
  /^(?:\+\d{0,15}|0(?:[2-578]\d{0,8}|0\d{0,13})?|6(?:1\d{0,10})?|1(?:3\d{0,8}|8(?:0(?:0\d{0,6})?)?)?|[2-9]\d{0,7})$/;

/** Between the groups of one number as typed: spaces, line breaks, dots, dashes, brackets. */
const TIGHT_GAP = /^[\s\-–—._/\\|·•*~,()[\]'"#=]{1,4}$/;
/** A few words between the parts of a number split on purpose. */
const LOOSE_GAP = /^[^\d$]{1,40}$/;
const MAX_LOOSE_WORDS = 6;

function groupsOf(text: string): DigitGroup[] {
  const blocked: Stretch[] = [];
  NOT_PHONE_MATERIAL.lastIndex = 0;
  for (let match = NOT_PHONE_MATERIAL.exec(text); match; match = NOT_PHONE_MATERIAL.exec(text)) {
    blocked.push({ start: match.index, end: match.index + match[0].length });
  }
  const groups: DigitGroup[] = [];
  let next = 0;
  for (const match of text.matchAll(/\d+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    while (next < blocked.length && blocked[next]!.end <= start) next += 1;
    const isBlocked = next < blocked.length && blocked[next]!.start < end;
    const isQuantity = UNIT_AFTER.test(text.slice(end, end + 14));
    groups.push({ start, end, digits: match[0], isBlocked, isQuantity });
  }
  return groups;
}

type Strength = 'strong' | 'service' | 'weak-short' | 'weak-local';

/** An ABN's check: weights on its digits (the first less one) give a multiple of 89. */
export function isValidAbn(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * weights[index]!,
    0,
  );
  return sum % 89 === 0;
}

/**
 * Asks libphonenumber-js whether a number is valid, remembering answers. Past a budget of
 * questions per message, a number of the right shape counts as valid without asking: a message
 * packed with numbers to slow the check down gets more hidden, never less, in bounded time.
 */
function createValidator(budget = 48) {
  const answers = new Map<string, boolean>();
  return (number: string, country?: 'AU'): boolean => {
    let answer = answers.get(number);
    if (answer === undefined) {
      if (budget <= 0) return true;
      budget -= 1;
      answer = country ? isValidPhoneNumber(number, country) : isValidPhoneNumber(number);
      answers.set(number, answer);
    }
    return answer;
  };
}
type Validator = ReturnType<typeof createValidator>;

/** How strongly the digits typed (with a leading + or not) are a phone number; null if not one. */
function strengthOf(typed: string, isValid: Validator): Strength | null {
  // Dialled from Australia (0011) or from most other countries (00).
  let number = typed.startsWith('0011')
    ? `+${typed.slice(4)}`
    : /^00[1-9]/.test(typed)
      ? `+${typed.slice(2)}`
      : typed;
  // "+61 (0) 4…": the trunk 0 some people keep after the country code.
  number = number.replace(/^(\+?61)0/, '$1');
  if (/^0[2-578]\d{8}$/.test(number) || /^\+61[2-578]\d{8}$/.test(number)) {
    return isValid(number, 'AU') ? 'strong' : null;
  }
  if (/^61[2-578]\d{8}$/.test(number)) {
    return !isValidAbn(typed) && isValid(`+${number}`) ? 'strong' : null;
  }
  if (/^\+\d{7,15}$/.test(number)) return isValid(number) ? 'strong' : null;
  if (/^1[38]00\d{6}$/.test(number)) return isValid(number, 'AU') ? 'service' : null;
  if (/^13\d{4}$/.test(number)) return isValid(number, 'AU') ? 'weak-short' : null;
  if (/^[2-9]\d{7}$/.test(number)) return 'weak-local';
  return null;
}

/**
 * Whether a number may start at this group: a 0 (a trunk or 0011), a +, 61, 13 or 18, or four
 * digits from 2 (a landline without its area code). A lone 1 looks at the group after it.
 */
function canStart(groups: DigitGroup[], first: number, hasPlus: boolean): boolean {
  const head = groups[first]!;
  if (hasPlus || /^(?:0|61|1[38]|[2-9]\d{3})/.test(head.digits)) return true;
  const next = groups[first + 1];
  return /^[16]$/.test(head.digits) && next !== undefined && /^[1-38]/.test(next.digits);
}

function hasPlusBefore(text: string, group: DigitGroup): boolean {
  return (
    text[group.start - 1] === '+' ||
    (text[group.start - 1] === ' ' && text[group.start - 2] === '+')
  );
}

function isLooseGap(gap: string): boolean {
  return LOOSE_GAP.test(gap) && gap.trim().split(/\s+/).length <= MAX_LOOSE_WORDS;
}

/** Whether a weak number is one where it stands: no reference label before it, a phone word. */
function isWeakPhoneInContext(text: string, start: number, strength: Strength): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (REFERENCE_BEFORE.test(before)) return false;
  return strength === 'weak-short' || PHONE_WORD_BEFORE.test(before);
}

/** The stretches a number of groups `first`…`last` covers: one per part typed together. */
function stretchesOf(text: string, groups: DigitGroup[], first: number, last: number): Stretch[] {
  const parts: Stretch[] = [];
  for (let index = first; index <= last; index += 1) {
    const group = groups[index]!;
    const previous = parts.at(-1);
    if (previous && TIGHT_GAP.test(text.slice(previous.end, group.start))) {
      previous.end = group.end;
    } else {
      parts.push({ start: group.start, end: group.end });
    }
  }
  const head = parts[0]!;
  if (hasPlusBefore(text, groups[first]!)) head.start = text.lastIndexOf('+', head.start);
  if (text[head.start - 1] === '(') head.start -= 1;
  const tail = parts.at(-1)!;
  if (text[tail.end] === ')' && text.slice(head.start, tail.end).includes('(')) tail.end += 1;
  return parts;
}

/**
 * The longest run of groups from `first` on that is a phone number where it stands, or null.
 * Bounded: a run stops past 15 digits, so each group starts at most a few short runs.
 */
function numberFrom(text: string, groups: DigitGroup[], first: number, isValid: Validator) {
  const head = groups[first]!;
  const plus = hasPlusBefore(text, head);
  if (head.isBlocked || !canStart(groups, first, plus)) return null;
  let typed = plus ? '+' : '';
  let isSplit = false;
  let best: { last: number; strength: Strength } | null = null;
  for (let last = first; last < groups.length; last += 1) {
    const group = groups[last]!;
    if (group.isBlocked) break;
    if (last > first) {
      const previous = groups[last - 1]!;
      const gap = text.slice(previous.end, group.start);
      if (!TIGHT_GAP.test(gap)) {
        // Parts split by words: only digits that could be a phone's, never quantities or years.
        const isPart = (g: DigitGroup) =>
          !g.isQuantity && g.digits.length >= 2 && !/^(?:19|20)\d\d$/.test(g.digits);
        if (!isLooseGap(gap) || !isPart(previous) || !isPart(group)) break;
        isSplit = true;
      }
    }
    typed += group.digits;
    if (!COULD_BE_A_NUMBER.test(typed)) break;
    const strength = strengthOf(typed, isValid);
    if (!strength || (isSplit && strength !== 'strong')) continue;
    if (strength.startsWith('weak')) {
      // A weak number is all of the digits typed together, never the front of a longer one.
      const next = groups[last + 1];
      if (next && TIGHT_GAP.test(text.slice(group.end, next.start))) continue;
      if (!isWeakPhoneInContext(text, head.start, strength)) continue;
    }
    best = { last, strength };
  }
  return best;
}

/** 1300, 1800 and 13 numbers spelled with letters, as businesses advertise them: "1800 TRADES". */
const VANITY_NUMBER =
  /(?<![\p{L}\p{N}])(1[38]00|13)[ -]?((?:[A-Z0-9][ -]?){4,6})(?![\p{L}\p{N}])/gu;

function vanityNumbers(text: string): Stretch[] {
  const found: Stretch[] = [];
  VANITY_NUMBER.lastIndex = 0;
  for (let match = VANITY_NUMBER.exec(text); match; match = VANITY_NUMBER.exec(text)) {
    const rest = match[2]!.replace(/[ -]/g, '');
    const wanted = match[1] === '13' ? 4 : 6;
    if (rest.length === wanted && (rest.match(/[A-Z]/g)?.length ?? 0) >= 3) {
      found.push({ start: match.index, end: match.index + match[0].trimEnd().length });
    }
  }
  return found;
}

/** The phone numbers in `text` (a message's plain form), as stretches of it. */
export function findPhoneNumbers(text: string): Stretch[] {
  const groups = groupsOf(text);
  const isValid = createValidator();
  const found: Stretch[] = [];
  for (let first = 0; first < groups.length; first += 1) {
    const number = numberFrom(text, groups, first, isValid);
    if (!number) continue;
    found.push(...stretchesOf(text, groups, first, number.last));
    first = number.last;
  }
  return [...found, ...vanityNumbers(text)];
}
