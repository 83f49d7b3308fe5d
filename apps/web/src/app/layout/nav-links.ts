import { professionalTypes, serviceOfferingTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages/shell';
import { paths } from '@/config/paths';
import type { UserType } from '@/features/session/slice';

export interface NavLink {
  label: string;
  href: string;
}

type Audience = 'everyone' | readonly UserType[];

/** Spec section 2, top navigation: which link each kind of visitor sees, in order. */
const topLinks: readonly (NavLink & { audience: Audience })[] = [
  { label: messages.nav.home, href: paths.home.href(), audience: 'everyone' },
  {
    label: messages.nav.professionals,
    href: paths.professionals.href(),
    audience: serviceOfferingTypes,
  },
  { label: messages.nav.apprentices, href: paths.apprentices.href(), audience: professionalTypes },
  { label: messages.nav.services, href: paths.services.href(), audience: 'everyone' },
  { label: messages.nav.postJob, href: paths.postJob.href(), audience: ['client'] },
  { label: messages.nav.jobs, href: paths.jobRequests.href(), audience: professionalTypes },
  { label: messages.nav.jobHistory, href: paths.jobHistory.href(), audience: ['tradie'] },
  { label: messages.nav.contactUs, href: paths.contactUs.href(), audience: 'everyone' },
];

function isFor(audience: Audience, userType: UserType | null): boolean {
  return audience === 'everyone' || (userType !== null && audience.includes(userType));
}

export function topNavLinks(userType: UserType | null): NavLink[] {
  return topLinks
    .filter((link) => isFor(link.audience, userType))
    .map(({ label, href }) => ({ label, href }));
}

/** Spec section 2, footer "Features" column. */
export function footerFeatureLinks(userType: UserType | null): NavLink[] {
  const links: (NavLink & { show: boolean })[] = [
    {
      label: messages.footer.jobRequests,
      href: paths.jobRequests.href(),
      show: userType === 'tradie',
    },
    { label: messages.footer.blogs, href: paths.blogs.href(), show: true },
    { label: messages.footer.services, href: paths.services.href(), show: true },
    {
      label: messages.footer.professionals,
      href: paths.professionals.href(),
      show: isFor(serviceOfferingTypes, userType),
    },
    {
      label: messages.footer.subscriptions,
      href: paths.subscriptionsSection.href(),
      show: userType === null,
    },
  ];
  return links.filter((link) => link.show).map(({ label, href }) => ({ label, href }));
}

/** Spec section 2, footer "Support" column; a ticket needs a signed-in user. */
export function footerSupportLinks(isSignedIn: boolean): (NavLink & { opensTicket?: true })[] {
  return [
    { label: messages.footer.privacyPolicy, href: paths.privacyPolicy.href() },
    { label: messages.footer.termsOfUse, href: paths.termsOfUse.href() },
    ...(isSignedIn
      ? [
          {
            label: messages.footer.createTicket,
            href: '#create-ticket',
            opensTicket: true as const,
          },
        ]
      : []),
    { label: messages.footer.contactUs, href: paths.contactUs.href() },
  ];
}
