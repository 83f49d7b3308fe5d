import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderRequest } from '@trademate/shared/page-rendering';
import { builtPageRenderer } from './page-renderer';

/** A built renderer module beside a built SPA, as `npm run build` lays them out. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'trademate-renderer-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export async function renderPage(request) {
       return { kind: 'page', status: 200, html: 'public ' + request.url };
     }
     export async function renderSignedInPage(request) {
       return { kind: 'page', status: 200, html: 'signed in ' + request.url };
     }`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = (url: string): PageRenderRequest => ({
  url,
  template: '<div id="root"></div>',
  publicUrl: 'http://localhost:3000',
  fetchApi: () => Promise.reject(new Error('not asked')),
});

describe('builtPageRenderer', () => {
  it('renders public and signed-in pages through the built module, loaded at first need', async () => {
    const built = builtPageRenderer(join(root, 'dist'))!;
    expect(await built.renderer.renderPage(request('/service'))).toEqual({
      kind: 'page',
      status: 200,
      html: 'public /service',
    });
    expect(await built.renderer.renderSignedInPage!(request('/jobRequests'))).toEqual({
      kind: 'page',
      status: 200,
      html: 'signed in /jobRequests',
    });
  });

  it('is absent when the renderer was not built', () => {
    const unbuilt = mkdtempSync(join(tmpdir(), 'trademate-unbuilt-'));
    try {
      expect(builtPageRenderer(join(unbuilt, 'dist'))).toBeNull();
    } finally {
      rmSync(unbuilt, { recursive: true, force: true });
    }
    expect(builtPageRenderer(null)).toBeNull();
  });
});
