import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Plugin } from 'vite';
// A relative path: the config bundler inlines it, where the workspace package would stay external.
import { serviceIconKeys } from '../../../packages/shared/src/constants/service-icons.ts';

const ICON_COLOUR = '#145075'; // brand-700
const URL_PREFIX = '/service-icons/';

function toPascalCase(key: string): string {
  return key.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());
}

function renderIcon(key: string): string {
  const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[toPascalCase(key)];
  if (!icon) throw new Error(`Service icon '${key}' is not a lucide icon`);
  return renderToStaticMarkup(createElement(icon, { color: ICON_COLOUR, strokeWidth: 1.75 }));
}

/**
 * Service icons ship as static SVG images (`/service-icons/<key>.svg`), drawn from lucide at build
 * time, so pages that list services carry no icon JavaScript.
 */
export function serviceIconsPlugin(): Plugin {
  const svgs = new Map(serviceIconKeys.map((key) => [key as string, renderIcon(key)]));
  return {
    name: 'trademate-service-icons',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const key = req.url?.startsWith(URL_PREFIX) ? req.url.slice(URL_PREFIX.length, -4) : null;
        const svg = key ? svgs.get(key) : undefined;
        if (!svg) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      for (const [key, svg] of svgs) {
        this.emitFile({ type: 'asset', fileName: `service-icons/${key}.svg`, source: svg });
      }
    },
  };
}
