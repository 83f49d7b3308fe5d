import { PLAIN_WORDS, SOCIAL_SERVICES } from './chats.contact-links';
import type { Stretch } from './chats.contact-phones';

/**
 * Handles on social and messaging services (decision 057): "@mick.plumbing", "insta: mickplumbs",
 * "my snap is mick_88", "tiktok handle mickdoesdecks", "mick_plumbing on insta". A handle is a
 * contact detail: it reaches the person off TradeMate as surely as a phone number. Only the
 * handle is hidden; the service's name stays, so the sentence still reads.
 */

const SERVICE = `(?:${SOCIAL_SERVICES.map((name) => name.replace(' ', '\\s?')).join('|')})`;
const HANDLE = '@?[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?';

/**
 * A service's name, then what introduces the handle: punctuation ("insta: ", "IG - ", "fb/",
 * "snap @"), a word that says it ("handle", "username", "page is", "account:"), "is" ("my
 * tiktok is mickdoesdecks"), or only a space or comma ("ig mick.plumbing").
 */
const AFTER_SERVICE = new RegExp(
  `(?<![\\p{L}\\p{N}])${SERVICE}(?:` +
    `(?<said>\\s?[:=/→>@]\\s?|\\s[-–]\\s?|\\s?[-–]\\s|` +
    `\\s{1,3}(?:handle|username|user\\s?name|id)(?:\\s{1,3}is)?\\s{0,3}:?\\s{0,3}|` +
    `\\s{1,3}(?:page|account|acc|profile|name|user)(?:\\s{1,3}is\\s{1,3}|\\s?:\\s?))|` +
    `(?<named>'s\\s{1,3}|\\s{1,3}(?:is|as)\\s{1,3})|` +
    `\\s{1,3}|,\\s{0,3})` +
    `(?<handle>${HANDLE})(?![\\p{L}\\p{N}_@])`,
  'giu',
);
/** A handle, then the service it is on: "mick_plumbing on insta". */
const BEFORE_SERVICE = new RegExp(
  `(?<![\\p{L}\\p{N}_.@])(${HANDLE})\\s{1,3}(?:on|in|via)\\s{1,3}${SERVICE}(?![\\p{L}\\p{N}])`,
  'giu',
);
/** "@name" on its own, not an email address's second half. */
const AT_HANDLE =
  /(?<![\p{L}\p{N}._%+-])@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?(?![\p{L}\p{N}_@])/giu;

/**
 * Words that follow a service's name in plain English ("my insta is private", "fb marketplace",
 * "my gmail is full"), never taken for a handle.
 */
const NOT_HANDLES = new Set([
  ...PLAIN_WORDS,
  ...SOCIAL_SERVICES.map((name) => name.replace(' ', '')),
  ...'private public down dead same below above profile page account link bio name names'.split(
    ' ',
  ),
  ...'messages message dm dms inbox chat app marketplace group groups story stories post'.split(
    ' ',
  ),
  ...'posts reel reels video videos photos photo pics pictures pic feed ad ads review reviews'.split(
    ' ',
  ),
  ...'too as well yesterday last mate please thanks cheers ok okay yeah yep nope nah sorry'.split(
    ' ',
  ),
  ...'broken hacked full blocked deactivated gone new old locked closed banned suspended not'.split(
    ' ',
  ),
  ...'playing working good great fine slow better best easier easiest quicker faster fastest'.split(
    ' ',
  ),
  ...'probably usually always never mostly only best quickest where how what when why who'.split(
    ' ',
  ),
]);

/** A token that could only be a handle: digits, an underscore or dot inside, or camel case. */
function looksLikeHandle(token: string): boolean {
  const bare = token.replace(/^@/, '');
  if (!/[a-z]/i.test(bare)) return false;
  return token.startsWith('@') || /[\d_.]/.test(bare) || /[a-z][A-Z]/.test(bare);
}

/**
 * Whether `token` is a handle, by how it was introduced: said to be one ("ig: mick"), named after
 * "is" ("my tiktok is mickdoesdecks": any word but plain English of four letters or more), or
 * bare after a space or comma (only a token that could not be anything else).
 */
function isHandle(token: string, how: 'said' | 'named' | 'bare'): boolean {
  const bare = token.replace(/^@/, '').replace(/\.+$/, '');
  if (bare.length < 2 || NOT_HANDLES.has(bare.toLowerCase())) return false;
  if (/^\d+(?:am|pm|ish)?$/i.test(bare)) return false; // "@7pm", "@ 5"
  if (how === 'said') return true;
  if (how === 'named' && bare.length >= 4) return true;
  return looksLikeHandle(token);
}

/** The stretch of `token` found at `end - token.length`, a sentence's full stop left out. */
function stretchOf(token: string, end: number): Stretch {
  const trimmed = token.replace(/\.+$/, '');
  return { start: end - token.length, end: end - token.length + trimmed.length };
}

/** The handles in `text` (a message's plain form), as stretches of it. */
export function findHandles(text: string): Stretch[] {
  const found: Stretch[] = [];
  AFTER_SERVICE.lastIndex = 0;
  for (let match = AFTER_SERVICE.exec(text); match; match = AFTER_SERVICE.exec(text)) {
    const token = match.groups!.handle!;
    const how = match.groups!.said !== undefined ? 'said' : match.groups!.named ? 'named' : 'bare';
    if (isHandle(token, how)) {
      found.push(stretchOf(token, match.index + match[0].length));
    }
    // The handle may itself be a service's name followed by a handle: read on from it.
    AFTER_SERVICE.lastIndex = match.index + match[0].length - token.length;
  }
  BEFORE_SERVICE.lastIndex = 0;
  for (let match = BEFORE_SERVICE.exec(text); match; match = BEFORE_SERVICE.exec(text)) {
    if (isHandle(match[1]!, 'bare'))
      found.push(stretchOf(match[1]!, match.index + match[1]!.length));
  }
  AT_HANDLE.lastIndex = 0;
  for (let match = AT_HANDLE.exec(text); match; match = AT_HANDLE.exec(text)) {
    if (isHandle(match[0], 'said')) found.push(stretchOf(match[0], match.index + match[0].length));
  }
  return found;
}
