/**
 * Where to go after signing in or verifying: the `?next=` path, only when it stays on this site.
 * `//evil.example`, `/\evil.example` and other spellings a browser reads as another host are ignored.
 */
export function readNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  const { origin } = window.location;
  const url = new URL(next, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
