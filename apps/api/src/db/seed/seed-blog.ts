import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { blogPosts } from '../schema/blog';
import { blogCatalogue } from './blog-catalogue';

/**
 * The published articles, applied at each start. Upserting by slug keeps it idempotent and lets a
 * corrected article ship with a release; an unchanged article is not rewritten, and one staff
 * edited in the console (decision 033) is theirs from then on.
 */
export async function seedBlog(db: Db): Promise<void> {
  await db
    .insert(blogPosts)
    .values(
      blogCatalogue.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        body: post.body,
        publishedAt: new Date(post.publishedAt),
      })),
    )
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        excerpt: sql`excluded.excerpt`,
        author: sql`excluded.author`,
        body: sql`excluded.body`,
        publishedAt: sql`excluded.published_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${blogPosts.editedByStaffAt} is null and (${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.author}, ${blogPosts.body}, ${blogPosts.publishedAt})
        is distinct from (excluded.title, excluded.excerpt, excluded.author, excluded.body, excluded.published_at)`,
    });
}
