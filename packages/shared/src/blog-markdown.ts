import { Lexer, type Token, type Tokens } from 'marked';
import type { BlogBlock } from './schemas/blog';

/** Why a piece of Markdown cannot be an article body: the first unsupported part, by its kind. */
export class UnsupportedMarkdown extends Error {
  constructor(readonly kind: string) {
    super(`Articles take headings (##), paragraphs and lists (- item), not ${kind}`);
  }
}

/** The plain text of inline Markdown: emphasis and links keep their words, never their markup. */
function plainText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if (token.type === 'br') return '\n';
      if ('tokens' in token && token.tokens) return plainText(token.tokens, token.raw);
      if ('text' in token && typeof token.text === 'string') return token.text;
      return token.raw;
    })
    .join('');
}

const blockKinds: Record<string, string> = {
  code: 'code blocks',
  blockquote: 'quotes',
  table: 'tables',
  html: 'HTML',
  hr: 'horizontal rules',
};

/**
 * Markdown as staff write it in the console (decision 033) into the article blocks the site has
 * always rendered as plain text (decision 003): `#`–`######` headings, paragraphs, `-`/`1.` lists.
 * Inline emphasis and links keep their words only. Anything else is refused with the part's kind,
 * so what staff preview is exactly what readers get. Parsed with marked's lexer, never rendered
 * as HTML.
 */
export function markdownToBlocks(markdown: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  for (const token of Lexer.lex(markdown)) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const text = plainText((token as Tokens.Heading).tokens, token.text).trim();
        if (text) blocks.push({ type: 'heading', text });
        break;
      }
      case 'paragraph':
      case 'text': {
        const text = plainText((token as Tokens.Paragraph).tokens, token.raw).trim();
        if (text) blocks.push({ type: 'paragraph', text });
        break;
      }
      case 'list': {
        const items = (token as Tokens.List).items
          .map((item) => plainText(item.tokens, item.text).trim())
          .filter(Boolean);
        if (items.length > 0) blocks.push({ type: 'list', items });
        break;
      }
      default:
        throw new UnsupportedMarkdown(blockKinds[token.type] ?? token.type);
    }
  }
  return blocks;
}

/** An article's blocks as Markdown, for editing one that was written as blocks. */
export function blocksToMarkdown(blocks: readonly BlogBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'heading'
        ? `## ${block.text}`
        : block.type === 'list'
          ? block.items.map((item) => `- ${item}`).join('\n')
          : block.text,
    )
    .join('\n\n');
}
