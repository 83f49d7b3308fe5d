import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let webDistDir: string;
let spa: TestApp;
beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'trademate-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>TradeMate</title>');
  writeFileSync(join(webDistDir, 'sw.js'), 'self.addEventListener("push", () => {});');
  writeFileSync(join(webDistDir, 'manifest.webmanifest'), JSON.stringify({ name: 'TradeMate' }));
  writeFileSync(join(webDistDir, 'offline.html'), '<!doctype html><title>Offline</title>');
  spa = await buildTestApp({}, { webDistDir });
});
afterAll(async () => {
  await spa.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript that the browser checks on every visit', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest as application/manifest+json, not cached for long', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'TradeMate' });
  });

  it('serves the offline page as HTML', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/offline.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
