import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '@/lib/site-origin';
import { clipDescription, PageTitle } from './page-title';

afterEach(cleanup);

const metaContent = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map((tag) => tag.getAttribute('content'));

describe('PageTitle', () => {
  it('writes one title and the site’s description for a page with none of its own', () => {
    render(<PageTitle title="Settings" />);
    expect(Array.from(document.head.querySelectorAll('title')).map((t) => t.textContent)).toEqual([
      'TradeMate/Settings',
    ]);
    expect(metaContent('meta[name="description"]')).toEqual([
      'TradeMate: find the right professional for your job — trusted tradies near you, across Australia.',
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[property^="og:"]')).not.toBeInTheDocument();
  });

  it('names a public page’s address and link preview absolute from the site’s origin', () => {
    render(
      <SiteOriginProvider value="https://trademate.test">
        <PageTitle
          title="Decking in the sun"
          description="What to ask before a deck goes in."
          canonicalPath="/blogs/decking-in-the-sun"
          image="/uploads/blog/cover.webp"
          type="article"
        />
      </SiteOriginProvider>,
    );
    const canonical = 'https://trademate.test/blogs/decking-in-the-sun';
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(metaContent('meta[property="og:url"]')).toEqual([canonical]);
    expect(metaContent('meta[property="og:title"]')).toEqual(['Decking in the sun']);
    expect(metaContent('meta[property="og:type"]')).toEqual(['article']);
    expect(metaContent('meta[property="og:image"]')).toEqual([
      'https://trademate.test/uploads/blog/cover.webp',
    ]);
    expect(metaContent('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
  });

  it('keeps a page out of search results when asked', () => {
    render(<PageTitle title="Page Not Found" noIndex />);
    expect(metaContent('meta[name="robots"]')).toEqual(['noindex']);
  });
});

describe('clipDescription', () => {
  it('keeps a short text whole, and cuts a long one after a sentence or at a word', () => {
    expect(clipDescription('  Short and\nsweet. ')).toBe('Short and sweet.');
    const sentences = `${'A'.repeat(100)} first. ${'B'.repeat(100)} second.`;
    expect(clipDescription(sentences)).toBe(`${'A'.repeat(100)} first.`);
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const clipped = clipDescription(words);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/word\d+…$/);
    expect(words.startsWith(clipped.slice(0, -1))).toBe(true);
  });
});
