import { company } from '@trademate/shared/constants/company';
import { useSiteOrigin } from '@/lib/site-origin';

/** Search results show about this many characters of a description; link previews fewer. */
const DESCRIPTION_MAX = 160;
/** The picture a link preview shows of a page that has none of its own. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

/**
 * `text` as a description: whole when short, else its first sentences that fit, else cut at a
 * word with an ellipsis.
 */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const sentences = flat.slice(0, max).match(/^.*[.!?](?=\s)/)?.[0];
  if (sentences) return sentences;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The page's head, which React hoists into <head>: the title `TradeMate/{title}` and a
 * description (the site's unless the page has its own); nothing else writes them, so a page has
 * one of each (decision 058). A public page also names its own address (`canonicalPath`): the
 * canonical link and the Open Graph and Twitter tags that link previews read, absolute from the
 * site's public address. `noIndex` keeps a page out of search results (a mail's link, a 404).
 */
export function PageTitle({
  title,
  description = company.description,
  canonicalPath,
  image,
  type = 'website',
  noIndex = false,
}: {
  title: string;
  description?: string;
  /** The page's own address, without anything that only filters or orders it. */
  canonicalPath?: string;
  /** A picture of the page (an article's cover), by path or absolute address. */
  image?: string | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
}) {
  const origin = useSiteOrigin();
  const summary = clipDescription(description);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const url = canonicalPath === undefined ? undefined : absolute(canonicalPath);
  return (
    <>
      <title>{`${company.productName}/${title}`}</title>
      <meta name="description" content={summary} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {url ? (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:site_name" content={company.productName} />
          <meta property="og:type" content={type} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={summary} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={absolute(image ?? DEFAULT_IMAGE)} />
          <meta property="og:locale" content="en_AU" />
          <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        </>
      ) : null}
    </>
  );
}
