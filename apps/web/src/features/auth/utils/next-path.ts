/**
 * Where to go after signing in or verifying: the `?next=` path, only when it stays on this site.
 * `//evil.example`, `/\evil.example` and other spellings a browser reads as another host are ignored.
 */
export function readNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Any origin tells whether the path stays on it; a fixed one works on the server too (the
  // sign-in page is rendered there, decision 046).
  const origin = 'https://this-site.invalid';
  const url = new URL(next, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
