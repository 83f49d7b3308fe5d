import { appPagePaths } from '@trademate/shared/app-pages';
import { paths } from '@trademate/shared/paths';
import type { BlogService } from '../blog/blog.service';
import type { ServicesService } from '../services/services.service';

/** The most addresses one sitemap may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * The pages anyone may open that search engines may index (decision 058). Every other page of
 * the app (signed-in pages, the console, a mail's links) is kept out by robots.txt.
 */
export const indexablePaths: readonly string[] = [
  paths.home.path,
  paths.services.path,
  paths.serviceDetail.path,
  paths.blogs.path,
  paths.blogPost.path,
  paths.contactUs.path,
  paths.termsOfUse.path,
  paths.privacyPolicy.path,
  paths.login.path,
  paths.signup.path,
  paths.signupAs.path,
];

/** The pages the sitemap lists, besides each service's and each article's. */
const listedPages = [
  paths.home.href(),
  paths.services.href(),
  paths.blogs.href(),
  paths.contactUs.href(),
  paths.termsOfUse.href(),
  paths.privacyPolicy.href(),
];

/** A route path up to its first parameter: the prefix a robots.txt rule matches. */
function staticPrefix(path: string): string {
  const at = path.indexOf('/:');
  return at === -1 ? path : path.slice(0, at + 1);
}

/**
 * What robots.txt keeps crawlers out of: the API, the console, and every page of the app that is
 * not indexable, each by the part of its path before any parameter. A prefix that would also
 * cover an indexable page is left out, and so is one a shorter prefix already covers.
 */
export function disallowedPrefixes(): string[] {
  const indexable = new Set(indexablePaths);
  const indexablePrefixes = indexablePaths.map(staticPrefix);
  const candidates = [
    '/api/',
    '/admin',
    ...appPagePaths.filter((path) => !indexable.has(path)).map(staticPrefix),
  ].filter(
    (prefix) => prefix !== '/' && !indexablePrefixes.some((page) => page.startsWith(prefix)),
  );
  const unique = [...new Set(candidates)].sort();
  return unique.filter(
    (prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

function urlElement({ loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * robots.txt and the sitemap (decision 058): written from the shared route paths and, for the
 * sitemap, from the catalogue and the published articles as they are now, with absolute
 * addresses under the site's public address (`PUBLIC_URL`).
 */
export function createSitemapService({
  publicUrl,
  services,
  blog,
}: {
  publicUrl: string;
  services: Pick<ServicesService, 'listShownAddresses'>;
  blog: Pick<BlogService, 'listPublishedAddresses'>;
}) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const robots = [
    '# TradeMate: the public pages are open to crawlers; the API, the console, signed-in pages',
    "# and mails' links are not.",
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n');

  return {
    robotsTxt(): string {
      return robots;
    },

    /** Every listed page, each service that is shown and each published article. */
    async sitemapXml(): Promise<string> {
      const room = SITEMAP_MAX_URLS - listedPages.length;
      const [shown, articles] = await Promise.all([
        services.listShownAddresses(room),
        blog.listPublishedAddresses(room),
      ]);
      const entries: SitemapEntry[] = [
        ...listedPages.map((path) => ({ loc: absolute(path) })),
        ...shown.map(({ id, updatedAt }) => ({
          loc: absolute(paths.serviceDetail.href(id)),
          lastmod: updatedAt,
        })),
        ...articles.map(({ slug, updatedAt }) => ({
          loc: absolute(paths.blogPost.href(encodeURIComponent(slug))),
          lastmod: updatedAt,
        })),
      ].slice(0, SITEMAP_MAX_URLS);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(urlElement),
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
