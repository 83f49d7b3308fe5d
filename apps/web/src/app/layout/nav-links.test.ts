import { describe, expect, it } from 'vitest';
import { footerFeatureLinks, footerSupportLinks, topNavLinks } from './nav-links';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('topNavLinks', () => {
  it('shows a signed-out visitor Home, Services and Contact Us', () => {
    expect(labels(topNavLinks(null))).toEqual(['Home', 'Services', 'Contact Us']);
  });

  it('never shows a client Professionals or Jobs, and offers Post A job', () => {
    expect(labels(topNavLinks('client'))).toEqual(['Home', 'Services', 'Post A job', 'Contact Us']);
  });

  it('shows a tradie everything for professionals, Job History included', () => {
    expect(labels(topNavLinks('tradie'))).toEqual([
      'Home',
      'Professionals',
      'Apprentices',
      'Services',
      'Jobs',
      'Job History',
      'Contact Us',
    ]);
  });

  it('shows a free tradie Jobs but not Job History', () => {
    expect(labels(topNavLinks('freeTradie'))).toEqual([
      'Home',
      'Professionals',
      'Apprentices',
      'Services',
      'Jobs',
      'Contact Us',
    ]);
  });

  it('shows an apprentice Professionals but not Apprentices or Jobs', () => {
    expect(labels(topNavLinks('apprentice'))).toEqual([
      'Home',
      'Professionals',
      'Services',
      'Contact Us',
    ]);
  });
});

describe('footer links', () => {
  it('links a signed-out visitor to the subscriptions section of the home page', () => {
    expect(footerFeatureLinks(null)).toEqual([
      { label: 'Blogs', href: '/blogs' },
      { label: 'Services', href: '/service' },
      { label: 'Subscriptions', href: '/#subscriptions' },
    ]);
  });

  it('shows Job Requests to a tradie only and Professionals to everyone but clients', () => {
    expect(labels(footerFeatureLinks('tradie'))).toEqual([
      'Job Requests',
      'Blogs',
      'Services',
      'Professionals',
    ]);
    expect(labels(footerFeatureLinks('client'))).toEqual(['Blogs', 'Services']);
  });

  it('offers Create A Ticket only when signed in', () => {
    expect(labels(footerSupportLinks(false))).toEqual([
      'Privacy Policy',
      'Terms Of use',
      'Contact Us',
    ]);
    expect(labels(footerSupportLinks(true))).toEqual([
      'Privacy Policy',
      'Terms Of use',
      'Create A Ticket',
      'Contact Us',
    ]);
  });
});
