// Writes the installed app's icons (apps/web/public/icons) from the TradeMate mark. The PNGs are
// committed; run again only when the mark changes:  node scripts/generate-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// sharp is the api workspace's image library (avatars); the web build needs none.
const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const sharp = require('sharp');

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'apps/web/public/icons');
const BRAND_700 = '#145075';
const T = '<path d="M9 10h14v3.2h-5.3V24h-3.4V13.2H9z" fill="#fff"/>';

/** The mark as the favicon draws it: a rounded tile with the T. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND_700}"/>${T}</svg>`;
/**
 * Maskable: the platform cuts its own shape, so the tile fills the square and the T stays inside
 * the safe zone (the middle 80%).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_700}"/><g transform="translate(3.2 3.2) scale(0.8)">${T}</g></svg>`;

mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
  console.log(`${name} ${size}×${size}`);
}
