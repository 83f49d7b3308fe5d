import { LinkifyIt } from 'linkify-it';
import type { MappedText, Piece } from './chats.mapped-text';
import { rewriteAll } from './chats.mapped-text';
import type { Stretch } from './chats.contact-phones';

/**
 * Email addresses and links (decisions 026 and 057). linkify-it finds them in plain text; before
 * it reads the message, the ways people spell them out are rewritten into the plain form: "dot",
 * "(dot)", "[.]" and " . " inside a domain become ".", "at", "(at)", "[at]" and " @ " between a
 * name and a domain (or a free mail service named alone: "mick88 at gmail") become "@",
 * "underscore" and "dash" inside an address, "slash" after a domain.
 */

/**
 * The endings a link or an address may have. A short list rather than every top-level domain:
 * the full list holds English words ("no", "so", "to", "me" among the country codes, "top",
 * "ltd", …) and sentences run together without a space would turn into links. The short hosts
 * of messaging and social services ("t.me", "wa.me", "instagr.am") are found by name instead.
 */
const TLDS = [
  ...['com', 'net', 'org', 'edu', 'gov', 'biz', 'info', 'pro', 'asia', 'au', 'nz', 'uk', 'us'],
  ...['ca', 'ie', 'io', 'co', 'ly', 'tv', 'app', 'dev', 'online', 'site', 'store', 'shop'],
  ...['tech', 'xyz', 'cloud', 'website', 'email', 'link', 'page', 'build', 'builders'],
  ...['construction', 'plumbing', 'services', 'solutions', 'tools', 'homes', 'house', 'design'],
];
const TLD = `(?:${TLDS.join('|')})`;
/** Free mail services people name without the ending ("mick88 at gmail"). */
const MAIL_SERVICES = [
  ...['gmail', 'googlemail', 'hotmail', 'outlook', 'yahoo', 'ymail', 'bigpond', 'icloud'],
  ...['live', 'msn', 'aol', 'protonmail', 'proton', 'optusnet', 'iinet', 'tpg', 'internode'],
  ...['westnet', 'dodo', 'y7mail', 'fastmail', 'zoho', 'gmx'],
];
const MAIL_SERVICE = `(?:${MAIL_SERVICES.join('|')})`;
/** A free mail service's own domain: "mick at gmail.com" is an address wherever it stands. */
const MAIL_SERVICE_DOMAIN = new RegExp(`^${MAIL_SERVICE}\\.`, 'i');

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A dot as typed or spelled: ".", " . ", " dot ", "(dot)", "[dot]", "[.]", "{dot}", "<dot>". */
const DOT_SPELLED = '\\s{0,3}[([{<]\\s{0,3}(?:dot|\\.)\\s{0,3}[)\\]}>]\\s{0,3}|\\s{1,3}dot\\s{1,3}';
const DOT = `(?:${DOT_SPELLED}|\\s{1,3}\\.\\s{1,3}|\\.)`;
/** An at sign as typed or spelled: "@", " @ ", "(at)", "[at]", "(@)", " at ". */
const AT_SPELLED = '\\s{0,3}[([{<]\\s{0,3}(?:at|@)\\s{0,3}[)\\]}>]\\s{0,3}';
const AT = `(?:\\s{0,3}@\\s{0,3}|${AT_SPELLED}|\\s{1,3}at\\s{1,3})`;
/** What joins the parts of an address's name: a dot, or "underscore" and "dash" spelled out. */
const NAME_JOIN = `(?:${DOT}|\\s{1,3}(?:underscore|under score)\\s{1,3}|\\s{1,3}(?:dash|hyphen)\\s{1,3})`;

/** Social and messaging services (and marketplaces) whose handles reach a person off TradeMate. */
export const SOCIAL_SERVICES = [
  ...['instagram', 'insta', 'ig', 'tiktok', 'tik tok', 'telegram', 'snapchat', 'snap'],
  ...['facebook', 'face book', 'fb', 'messenger', 'whatsapp', 'whats app', 'signal', 'viber'],
  ...['wechat', 'weixin', 'kik', 'discord', 'skype', 'twitter', 'linkedin', 'linked in'],
  ...['youtube', 'yt', 'pinterest', 'gmail', 'hotmail', 'outlook', 'yahoo', 'bigpond'],
  ...['icloud', 'hipages', 'airtasker', 'oneflare', 'gumtree'],
];
const SOCIAL_SERVICE_NAMES = new Set(SOCIAL_SERVICES.map((name) => name.replace(' ', '')));

/** Words that sit before " at " or " dot " in plain English ("I'm at …", "meet me at …"). */
export const PLAIN_WORDS = new Set(
  (
    'a an the i me my we us our you your he him his she her they them their it its this that ' +
    'is am are was were be been being do does did have has had will would can could should ' +
    'there here home work site job look looking back arrive arrived start started meet ' +
    'see call ring text email mail contact reach available free up down out in on off ' +
    'and or but so if then than at by for from of to with about just only also still now ' +
    'today tomorrow tonight morning afternoon arvo night week weekend m s t d ll re ve'
  ).split(' '),
);

const DOMAIN_CHAIN = new RegExp(
  `(?<![\\p{L}\\p{N}._-])(${LABEL})((?:${DOT}${LABEL}){0,4}${DOT}${TLD})(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`,
  'giu',
);
const JOIN_ONLY = new RegExp(NAME_JOIN, 'giu');

/** Rewrites each dot, underscore or dash in `text[from, to)` to its character, labels kept. */
function joinsToCharacters(text: string, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const part = text.slice(from, to);
  let last = 0;
  JOIN_ONLY.lastIndex = 0;
  for (let join = JOIN_ONLY.exec(part); join; join = JOIN_ONLY.exec(part)) {
    if (join.index > last) pieces.push({ keep: [from + last, from + join.index] });
    const char = /underscore|under score/i.test(join[0])
      ? '_'
      : /dash|hyphen/i.test(join[0])
        ? '-'
        : '.';
    pieces.push({ text: char, from: [from + join.index, from + join.index + join[0].length] });
    last = join.index + join[0].length;
  }
  if (last < part.length) pieces.push({ keep: [from + last, to] });
  return pieces;
}

/** "example dot com dot au" → "example.com.au", unless it reads as English ("the dot com era"). */
function spelledDomainsToPlain(source: MappedText): MappedText {
  return rewriteAll(source, DOMAIN_CHAIN, (match) => {
    if (!/[^.]/.test(match[0].replace(/[a-z0-9-]/gi, ''))) return null; // Already plain.
    if (PLAIN_WORDS.has(match[1]!.toLowerCase())) return null;
    return joinsToCharacters(match[0], 0, match[0].length);
  });
}

const LOCAL_PART = `[a-z0-9_%+-]{1,64}(?:${NAME_JOIN}[a-z0-9_%+-]{1,64}){0,4}`;
const SPELLED_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])(${LOCAL_PART})(${AT})((?:${LABEL}\\.){1,5}${TLD}|${MAIL_SERVICE})(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`,
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
    const isPlainLocal = !/\s|[([{<]/.test(local);
    if (at === '@' && !isService && isPlainLocal) return null; // Already plain.
    // "insta @mick.plumbing" names a handle on a service, not an address at a domain.
    if (SOCIAL_SERVICE_NAMES.has(local.toLowerCase())) return null;
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
      const isServiceDomain = MAIL_SERVICE_DOMAIN.test(domain);
      if (!isService && !isDomainSpelled && !looksLikeAddress && !isServiceDomain) return null;
    }
    return [
      ...joinsToCharacters(whole, 0, atStart),
      { text: '@', from: [atStart, domainStart] },
      { keep: [domainStart, whole.length] },
      ...(isService ? [{ text: '.com', from: [domainStart, whole.length] } as Piece] : []),
    ];
  });
}

/** "facebook.com slash mickplumbing" → "facebook.com/mickplumbing". */
const SPELLED_SLASH = /(?<!\s)\s{1,3}(?:forward\s{1,3})?slash\s{1,3}(?=[@a-z0-9_])/gi;
const ENDS_IN_DOMAIN = new RegExp(`[a-z0-9]\\.${TLD}$|\\b(?:t|wa|m|fb|ig)\\.me$`, 'i');

function spelledSlashesToPlain(source: MappedText): MappedText {
  return rewriteAll(source, SPELLED_SLASH, (match) =>
    ENDS_IN_DOMAIN.test(source.text.slice(Math.max(0, match.index - 30), match.index))
      ? [{ text: '/', from: [0, match[0].length] }]
      : null,
  );
}

/** Spelled-out addresses, domains and slashes in their plain form. */
export function spelledLinksToPlain(source: MappedText, original: string): MappedText {
  return spelledSlashesToPlain(spelledAddressesToPlain(spelledDomainsToPlain(source), original));
}

/**
 * The short hosts of messaging and social services, with what follows them: "t.me/mick",
 * "wa.me/61412345678", "m.me/mickplumbing", "instagr.am/mick", "linktr.ee/mick".
 */
const SLASH = '(?:\\s?/\\s?|\\s{1,3}(?:forward\\s{1,3})?slash\\s{1,3})';
const SHORT_HOSTS = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:https?://)?(?:(?:t|wa|m|fb|ig|telegram)${DOT}me|instagr${DOT}am|linktr${DOT}ee|youtu${DOT}be|wa${DOT}link)${SLASH}[\\w.+@-]+`,
  'giu',
);

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(TLDS);

export interface FoundLink extends Stretch {
  kind: 'email' | 'link';
}

/** The links and email addresses in `text` (a message's plain form). */
export function findLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const link of linkify.match(text) ?? []) {
    found.push({
      start: link.index,
      end: link.lastIndex,
      kind: link.schema === 'mailto:' ? 'email' : 'link',
    });
  }
  SHORT_HOSTS.lastIndex = 0;
  for (let match = SHORT_HOSTS.exec(text); match; match = SHORT_HOSTS.exec(text)) {
    found.push({ start: match.index, end: match.index + match[0].length, kind: 'link' });
  }
  return found;
}
