import { describe, expect, it } from 'vitest';
import { blocksToMarkdown, markdownToBlocks, UnsupportedMarkdown } from './blog-markdown';

describe('markdownToBlocks', () => {
  it('makes headings, paragraphs and lists of plain text, keeping the words of emphasis and links', () => {
    expect(
      markdownToBlocks(
        '## Before you **hire**\n\nCheck the [licence register](https://example.com) *first*.\nOn two lines.\n\n- Ask for an ABN\n- Get it **in writing**\n\n1. One\n2. Two',
      ),
    ).toEqual([
      { type: 'heading', text: 'Before you hire' },
      { type: 'paragraph', text: 'Check the licence register first.\nOn two lines.' },
      { type: 'list', items: ['Ask for an ABN', 'Get it in writing'] },
      { type: 'list', items: ['One', 'Two'] },
    ]);
  });

  it('keeps markup out: HTML, code, quotes and tables are refused by kind', () => {
    for (const [markdown, kind] of [
      ['<script>alert(1)</script>', 'HTML'],
      ['```\ncode\n```', 'code blocks'],
      ['> quoted', 'quotes'],
      ['| a | b |\n| - | - |\n| 1 | 2 |', 'tables'],
      ['---', 'horizontal rules'],
    ]) {
      expect(() => markdownToBlocks(markdown!), markdown).toThrow(UnsupportedMarkdown);
      expect(() => markdownToBlocks(markdown!)).toThrow(kind!);
    }
    // Inline HTML inside a paragraph is text, never markup.
    expect(markdownToBlocks('Hello <b>there</b>')).toEqual([
      { type: 'paragraph', text: 'Hello <b>there</b>' },
    ]);
  });

  it('round-trips blocks through Markdown', () => {
    const blocks = [
      { type: 'heading' as const, text: 'Getting quotes' },
      { type: 'paragraph' as const, text: 'Ask three professionals.' },
      { type: 'list' as const, items: ['Price', 'Timing'] },
    ];
    expect(markdownToBlocks(blocksToMarkdown(blocks))).toEqual(blocks);
  });
});
