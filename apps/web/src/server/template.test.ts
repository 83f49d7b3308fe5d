import { describe, expect, it } from 'vitest';
import { injectIntoTemplate, scriptSafeJson } from './template';

const template = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta name="description" content="TradeMate" />
    <title>TradeMate</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function stateOf(html: string): unknown {
  const json = /<script type="application\/json" id="state">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!);
}

describe('injectIntoTemplate', () => {
  it('puts the page in the root, its title and preloads in the head, and the state beside the root', () => {
    const html = injectIntoTemplate(template, {
      markup:
        '<link rel="preload" as="image" href="/favicon.svg"/><title>TradeMate/Services</title><main><h1>Services</h1></main>',
      headElements: '<link rel="modulepreload" crossorigin href="/assets/page.js">',
      state: { api: { queries: {} } },
      stateElementId: 'state',
    });
    expect(html).toContain('<title>TradeMate/Services</title>');
    expect(html).toContain(
      '</script>\n  <link rel="modulepreload" crossorigin href="/assets/page.js"><link rel="preload"',
    );
    // The page's title takes the template's place: one title.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="preload" as="image" href="/favicon.svg"/></head>');
    expect(html).toContain('<div id="root"><main><h1>Services</h1></main></div>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(stateOf(html)).toEqual({ api: { queries: {} } });
  });

  it('puts the page’s description in place of the template’s, and its other head tags beside it', () => {
    const html = injectIntoTemplate(template, {
      markup:
        '<title>TradeMate/Blogs</title><meta name="description" content="Guides"/><link rel="canonical" href="https://trademate.test/blogs"/><meta property="og:title" content="Blogs"/><main></main>',
      state: {},
      stateElementId: 'state',
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Guides"/><link rel="canonical" href="https://trademate.test/blogs"/><meta property="og:title" content="Blogs"/></head>',
    );
    expect(html).toContain('<div id="root"><main></main></div>');
  });

  it('keeps the template’s title for a page that sets none, and takes `$` in the page as text', () => {
    const html = injectIntoTemplate(template, {
      markup: '<p>From $&amp; $1 a visit</p>',
      state: {},
      stateElementId: 'state',
    });
    expect(html).toContain('<title>TradeMate</title>');
    expect(html).toContain('<div id="root"><p>From $&amp; $1 a visit</p></div>');
  });

  it('writes the state so that no text in it can end the block it is in', () => {
    const state = { title: '</script><script>alert(1)</script><!--' };
    const html = injectIntoTemplate(template, {
      markup: '<p></p>',
      state,
      stateElementId: 'state',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the state block's own
    expect(stateOf(html)).toEqual(state);
    expect(scriptSafeJson(state)).not.toContain('<');
  });
});
