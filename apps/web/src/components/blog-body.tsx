import { Fragment } from 'react';
import type { BlogBlock } from '@trademate/shared/schemas/blog';
import { ArticleSection, List, Paragraph } from '@/components/ui/article';

type BodyBlock = Exclude<BlogBlock, { type: 'heading' }>;

interface Section {
  id: string;
  title: string;
  blocks: BodyBlock[];
}

/** An anchor id from a heading's text, unique within the article. */
function anchorId(text: string, used: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Blocks before the first heading open the article; each heading starts a section. */
function toSections(body: readonly BlogBlock[]): { intro: BodyBlock[]; sections: Section[] } {
  const intro: BodyBlock[] = [];
  const sections: Section[] = [];
  const used = new Set<string>();
  for (const block of body) {
    if (block.type === 'heading') {
      sections.push({ id: anchorId(block.text, used), title: block.text, blocks: [] });
    } else {
      (sections.at(-1)?.blocks ?? intro).push(block);
    }
  }
  return { intro, sections };
}

/** Plain text only: every string is rendered as a React text node, never as markup. */
function Block({ block }: { block: BodyBlock }) {
  return block.type === 'list' ? <List>{block.items}</List> : <Paragraph>{block.text}</Paragraph>;
}

function Blocks({ blocks }: { blocks: BodyBlock[] }) {
  return blocks.map((block, index) => (
    <Fragment key={index}>
      <Block block={block} />
    </Fragment>
  ));
}

/** An article's body: its opening blocks, then a section per heading (the blog, the console's preview). */
export function BlogBody({ body }: { body: readonly BlogBlock[] }) {
  const { intro, sections } = toSections(body);
  return (
    <>
      {intro.length > 0 && (
        <div className="space-y-4">
          <Blocks blocks={intro} />
        </div>
      )}
      {sections.map((section) => (
        <ArticleSection key={section.id} id={section.id} title={section.title}>
          <Blocks blocks={section.blocks} />
        </ArticleSection>
      ))}
    </>
  );
}
