import { describe, expect, it } from 'vitest';
import { checkoutReturnHref, paths } from './paths';

describe('paths', () => {
  it('builds the links notifications carry', () => {
    expect(paths.chat.href('c1')).toBe('/chats/c1');
    expect(paths.jobHistoryEntry.href('j1')).toBe('/userJobHistory/j1');
    expect(paths.myJob.href('j1')).toBe('/myJobs/j1');
    expect(paths.professionalDetail.href('p1')).toBe('/professional/p1');
  });

  it('brings a checkout back to the plan page with its result, or without one', () => {
    expect(paths.userSubscription.href()).toBe('/userSubscription');
    expect(checkoutReturnHref('success')).toBe('/userSubscription?checkout=success');
    expect(checkoutReturnHref('cancelled')).toBe('/userSubscription?checkout=cancelled');
  });

  it('encodes where to return after signing in, and ids put in a query', () => {
    expect(paths.login.href('/myJobs/j1?x=1')).toBe('/login?next=%2FmyJobs%2Fj1%3Fx%3D1');
    expect(paths.verify.href()).toBe('/user/verify');
    expect(paths.contactClient.href('a&b')).toBe('/contactWithclient?job=a%26b');
  });

  it('fills the parameter of every routed path the way its link builder does', () => {
    const routes = (Object.values(paths) as { path?: string; href: (id: 'client') => string }[])
      .filter((route) => route.path?.includes(':'))
      .map((route) => ({ path: route.path!, href: route.href }));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(route.href('client')).toBe(route.path.replace(/:\w+/, 'client'));
    }
  });
});
