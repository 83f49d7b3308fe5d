import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';

describe('isAppPage', () => {
  it('knows every page of the app and of the console, as React Router matches them', () => {
    for (const path of [
      '/',
      '/service',
      '/service/0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      '/service/not-an-id',
      '/blogs/a-slug',
      '/myJobs/1/edit',
      '/MYJOBS/',
      '/newsletter/unsubscribe/a~b~c',
      '/admin',
      '/admin/people/1',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/services',
      '/service/1/2',
      '/blogs/a/b',
      '/no/such/page',
      '/myJobs/1/delete',
      '/admin/no-such-page',
      '/api',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
