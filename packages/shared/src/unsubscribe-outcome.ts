/**
 * What an unsubscribe page's form did, when the browser sent it by itself (before the app took
 * the page over, or without JavaScript): the API answers such a form by sending the browser back
 * to the page with the outcome in its query (decision 058). `done` names what was switched off
 * (an alert event; `1` for the newsletter); `failed` says the link was not one of ours.
 */
export type UnsubscribeOutcome = { done: string } | { failed: true };

/** The page's address with the outcome added to its query. */
export function withUnsubscribeOutcome(pageHref: string, outcome: UnsubscribeOutcome): string {
  const separator = pageHref.includes('?') ? '&' : '?';
  return 'done' in outcome
    ? `${pageHref}${separator}done=${encodeURIComponent(outcome.done)}`
    : `${pageHref}${separator}failed=1`;
}

/** The outcome a page's query carries, if any. */
export function readUnsubscribeOutcome(query: {
  get(name: string): string | null;
}): UnsubscribeOutcome | null {
  const done = query.get('done');
  if (done) return { done };
  return query.get('failed') === '1' ? { failed: true } : null;
}
