/// <reference lib="es2024.string" />
import * as messages from '@trademate/shared/messages';
import type { FieldError } from './app-error';

/**
 * What makes text unfit to keep: a NUL character (PostgreSQL's `text` and `jsonb` refuse it, so a
 * write would fail), half of a UTF-16 surrogate pair (no character at all: the driver would store
 * U+FFFD in its place), or bytes that were not UTF-8 (decoded into U+FFFD: what was meant is lost).
 */
export type TextFault = 'nul' | 'loneSurrogate' | 'notUtf8';

export interface IllFormedText {
  /** The field, as `errors[].path` names it: dotted, array items by index; '' for the whole. */
  path: string;
  fault: TextFault;
}

/** The most faults one refusal lists: a body of a thousand NULs needs no thousand lines. */
export const MAX_FAULTS = 10;

export interface FaultOptions {
  /**
   * Count U+FFFD as bytes that were not UTF-8: for text a lenient decoder made, where the
   * replacement character is the only trace of broken bytes.
   */
  replacementMeansNotUtf8?: boolean;
}

/** What is wrong with `text`, if anything. */
export function textFault(text: string, options: FaultOptions = {}): TextFault | null {
  if (text.includes('\u0000')) return 'nul';
  if (!text.isWellFormed()) return 'loneSurrogate';
  if (options.replacementMeansNotUtf8 && text.includes('\uFFFD')) return 'notUtf8';
  return null;
}

/**
 * Parsed JSON, a parsed query or form, path parameters (the last two are made from prototypes
 * that themselves have none); never a Buffer or a stream.
 */
function isRecord(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Every string in a parsed value (object keys too) that has a fault, up to ten. Walked with a
 * stack of its own: JSON nested a hundred thousand deep parses, and must not overflow a recursion.
 */
export function findIllFormedText(value: unknown, options: FaultOptions = {}): IllFormedText[] {
  const found: IllFormedText[] = [];
  // A key is checked as it is reached, just before its value, so faults come in reading order.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0 && found.length < MAX_FAULTS) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const fault = textFault(current, options);
      if (fault) found.push({ path, fault });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], path: child(path, String(index)) });
      }
    } else if (typeof current === 'object' && current !== null && isRecord(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, path: child(path, key) });
        pending.push({ value: key, path: child(path, key) });
      }
    }
  }
  return found;
}

/**
 * Whether a part of a URL decodes into UTF-8: every `%XX` escape sequence forms whole characters.
 * A `%` not followed by two hex digits is taken as itself, as the query parser takes it.
 */
export function decodesAsUtf8(component: string): boolean {
  if (!component.includes('%')) return true;
  try {
    // decodeURIComponent refuses exactly the escapes that are not UTF-8: stray bytes, overlong
    // forms, encoded surrogates.
    decodeURIComponent(component.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

function leniently(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return component;
  }
}

/** The query parameters of a raw query string whose %-escapes are not UTF-8, up to ten. */
export function findQueryNotUtf8(query: string): IllFormedText[] {
  const found: IllFormedText[] = [];
  if (!query.includes('%')) return found;
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    const value = separator < 0 ? '' : pair.slice(separator + 1);
    if (!decodesAsUtf8(key) || !decodesAsUtf8(value)) {
      found.push({ path: leniently(key), fault: 'notUtf8' });
      if (found.length === MAX_FAULTS) break;
    }
  }
  return found;
}

/** The faults as the error envelope lists them, each with its clear message. */
export function textFieldErrors(faults: readonly IllFormedText[]): FieldError[] {
  return faults.map(({ path, fault }) => ({
    path,
    message: messages.text[fault](path || messages.text.body),
  }));
}
