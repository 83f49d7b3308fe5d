const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** A description in the template (index.html has none now: each page writes its own). */
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
/**
 * What React writes ahead of a page rendered outside `<html>`: the `<title>`, meta tags and links
 * (canonical) the page hoists, and the preloads of the images it shows first. They belong in
 * `<head>`; React escapes text and attributes, so no `<` ends a title or `>` a tag early.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/**
 * JSON that is safe inside a `<script>` block: `<` is written as its escape, so no text in the
 * data (an article's title, say) can close the block or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built index.html with the rendered page in its root, the page's title and preloads in the
 * head, and the store state beside the root, as a JSON block (not run: the Content-Security-Policy
 * allows no inline script). Everything else, the entry script, its preloads and styles, stays
 * exactly as the build wrote it.
 */
export function injectIntoTemplate(
  template: string,
  {
    markup,
    headElements: extraHeadElements = '',
    state,
    stateElementId,
  }: {
    markup: string;
    /** More for the head, after what the build wrote there. */
    headElements?: string;
    state: unknown;
    stateElementId: string;
  },
): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty <div id="root">');
  const headElements = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
  const body = markup.slice(headElements.length);
  const title = TEMPLATE_TITLE.exec(headElements)?.[0];
  const otherHeadElements = headElements.replace(TEMPLATE_TITLE, '');
  const stateBlock = `<script type="application/json" id="${stateElementId}">${scriptSafeJson(state)}</script>`;
  let page = template;
  // One title and one description (decision 058): the page's take the template's place. React
  // takes the page's title over as the app starts; between two pages the app shows a title of
  // its own while the next page loads (the layout's fallback), so none is kept for that.
  if (title) page = page.replace(TEMPLATE_TITLE, () => title);
  if (DESCRIPTION.test(otherHeadElements)) page = page.replace(DESCRIPTION, '');
  // Functions as replacements: a `$` in the page is text, not a replacement pattern.
  return page
    .replace('</head>', () => `${extraHeadElements}${otherHeadElements}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>${stateBlock}`);
}
