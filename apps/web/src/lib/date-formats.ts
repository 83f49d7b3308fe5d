/**
 * Each date formatter TradeMate writes with, made on first use and kept, by its options and zone
 * ('' the reader's own). Making one costs more than formatting with it (the first of a page loads
 * the locale's data, decision 050), and a page formats hundreds of times in a handful of ways.
 */
const formats = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/** The formatter of `options` (a constant, so it is found again) in `timeZone`, an IANA name. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone = '',
  locale = 'en-AU',
): Intl.DateTimeFormat {
  let byZone = formats.get(options);
  if (!byZone) formats.set(options, (byZone = new Map()));
  let format = byZone.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || undefined });
    byZone.set(timeZone, format);
  }
  return format;
}
