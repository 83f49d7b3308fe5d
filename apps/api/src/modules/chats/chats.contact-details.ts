import * as messages from '@trademate/shared/messages';
import { findHandles } from './chats.contact-handles';
import { findLinks, spelledLinksToPlain } from './chats.contact-links';
import {
  joinSpacedLetters,
  lookAlikeDigits,
  numberWordsToDigits,
  plainCharacters,
  plusWordToSign,
} from './chats.contact-normalise';
import { findPhoneNumbers } from './chats.contact-phones';
import type { MappedText } from './chats.mapped-text';

/**
 * Contact details in a chat message: phone numbers, email addresses, links and handles on social
 * and messaging services, found through the disguises people use to slip them past a filter
 * (decisions 026 and 057). The message is first rewritten into a plain form (look-alike and
 * invisible characters, letters typed one by one, number words, spelled "at", "dot" and "slash"),
 * every character keeping the stretch of the original it came from; what the finders see there
 * maps back to what the person typed. Everything here is pure and synchronous.
 */

/** A stretch of the original text: `start` inclusive, `end` exclusive. */
export interface ContactSpan {
  start: number;
  end: number;
  kind: 'phone' | 'email' | 'link' | 'handle';
}

/**
 * A quick look for anything that could be a detail (a digit of any script, an at sign, a dot, a
 * character outside ASCII, a spelled at or dot, the start of a number word or a service's name:
 * words may be typed run together), so a message without any costs one test.
 */
const MAYBE_DETAILS = new RegExp(
  '[\\p{N}@＠﹫.．。]|[^\\x00-\\x7f]|\\bdot\\b|\\bat\\b|\\b(?:' +
    'plus|zero|nought|naught|nil|oh|o|one|two|three|four|five|six|seven|eight|nine|ten|eleven|' +
    'twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|' +
    'forty|fourty|fifty|sixty|seventy|eighty|ninety|' +
    'instagram|insta|ig|tik ?tok|telegram|snapchat|snap|face ?book|fb|messenger|whats ?app|' +
    'signal|viber|wechat|weixin|kik|discord|skype|twitter|linked ?in|youtube|yt|pinterest|' +
    'gmail|hotmail|outlook|yahoo|bigpond|icloud|hipages|airtasker|oneflare|gumtree)',
  'iu',
);

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

/** The message rewritten into the plain form the finders read. */
function plainFormOf(text: string): MappedText {
  let mapped = plainCharacters(text);
  mapped = joinSpacedLetters(mapped);
  mapped = numberWordsToDigits(mapped);
  mapped = lookAlikeDigits(mapped);
  mapped = plusWordToSign(mapped);
  return spelledLinksToPlain(mapped, text);
}

/** The phone numbers, email addresses, links and handles in `text`, as stretches of it, in order. */
export function findContactDetails(text: string): ContactSpan[] {
  if (!MAYBE_DETAILS.test(text)) return [];
  const mapped = plainFormOf(text);
  const plain = mapped.text;
  const found: ContactSpan[] = [
    ...findLinks(plain),
    ...findPhoneNumbers(plain).map((stretch) => ({ ...stretch, kind: 'phone' as const })),
    ...findHandles(plain).map((stretch) => ({ ...stretch, kind: 'handle' as const })),
  ];
  const spans = found.map((span) => ({ ...mapped.origin(span.start, span.end), kind: span.kind }));
  return mergeSpans(spans.map((span) => trimSpan(text, span)).filter((s) => s.end > s.start));
}

function maskSpans(text: string, spans: ContactSpan[]): string {
  let out = '';
  let last = 0;
  for (const span of spans) {
    out += text.slice(last, span.start) + messages.chats.hiddenContactDetails;
    last = span.end;
  }
  return out + text.slice(last);
}

/** `text` with each contact detail replaced by the shared marker. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const spans = findContactDetails(text);
  if (spans.length === 0) return { text, masked: false };
  return { text: maskSpans(text, spans), masked: true };
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

/**
 * A chat file's name as its reader may see it, by the same rule as a message (decision 057): the
 * name without its extension is masked, read also with its underscores as the spaces they stand
 * for ("mick_at_gmail_dot_com.pdf"), and the extension kept.
 */
export function fileNameForReader(
  name: string,
  contactsShown: boolean,
): { name: string; detailsHidden: boolean } {
  if (contactsShown) return { name, detailsHidden: false };
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const spans = mergeSpans([
    ...findContactDetails(stem),
    ...(stem.includes('_') ? findContactDetails(stem.replaceAll('_', ' ')) : []),
  ]);
  if (spans.length === 0) return { name, detailsHidden: false };
  return { name: maskSpans(stem, spans) + name.slice(stem.length), detailsHidden: true };
}
