/**
 * Makes one of each kind of formatter the pages use, on a thread of its own, as the app starts
 * (decision 101). A browser loads the ICU data behind them (the locale's names and patterns, time
 * zones, number symbols) at its first formatter and keeps it for the whole process, every thread
 * included: loaded here, it is ready when the page formats its first date, instead of taking about
 * 25 ms of the main thread as the page is taken over.
 */
const moment = new Date(0);
for (const timeZone of [undefined, 'UTC', 'Australia/Perth']) {
  new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
}
// `todayInAustralia` writes the date in Perth with Canadian English's YYYY-MM-DD.
new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Perth',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(moment);
new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(1);
new Intl.NumberFormat('en-AU', { style: 'percent', maximumFractionDigits: 1 }).format(0.5);
postMessage('ready');

export {};
