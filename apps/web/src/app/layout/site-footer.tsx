import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages/shell';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { selectSessionUser } from '@/features/session/slice';
import { askForConsent } from '@/lib/analytics/consent';
import { loadPage } from '../lazy-page';
import { useInstallPrompt } from './install-prompt';
import { Logo } from './logo';
import { footerFeatureLinks, footerSupportLinks, type NavLink } from './nav-links';

// Only signed-in users who open it need the ticket form: it stays out of the first-load bundle.
const CreateTicketModal = lazy(() =>
  loadPage(() => import('@/features/tickets/components/create-ticket-modal')),
);

/** A footer column: always open on wide screens, a disclosure button on phones. */
function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="border-b border-white/10 md:border-0">
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
        <button
          type="button"
          className="flex w-full items-center justify-between py-4 text-left tracking-wide uppercase md:pointer-events-none md:py-0"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          {title}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-4 transition-transform md:hidden', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} className={cn('pb-4 md:mt-4 md:block md:pb-0', !isOpen && 'hidden')}>
        {children}
      </div>
    </section>
  );
}

const socialLinks = [
  { label: 'Facebook', href: company.social.facebook },
  { label: 'Instagram', href: company.social.instagram },
  { label: 'LinkedIn', href: company.social.linkedin },
];

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

type FooterLink = NavLink & { opensTicket?: true };

/** Links, and buttons that look like links for entries that open a modal rather than a page. */
function LinkList({ links, onOpenTicket }: { links: FooterLink[]; onOpenTicket?: () => void }) {
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.label}>
          {link.opensTicket ? (
            <button
              type="button"
              aria-haspopup="dialog"
              className={cn(linkClass, 'cursor-pointer text-left')}
              onClick={onOpenTicket}
            >
              {link.label}
            </button>
          ) : (
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The installable web app, offered only where the browser can install it. */
function InstallApp() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
        {messages.footer.getTheApp}
      </h2>
      <p className="mt-2 mb-3 text-sm">{messages.footer.installAbout}</p>
      <button
        type="button"
        className="rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/15 hover:bg-white/15"
        onClick={() => void install()}
      >
        {messages.footer.installApp}
      </button>
    </div>
  );
}

export function SiteFooter({ className }: { className?: string }) {
  const user = useSelector(selectSessionUser);
  const features = footerFeatureLinks(user?.userType ?? null);
  const support = footerSupportLinks(user !== null);
  const year = new Date().getFullYear();
  const [isTicketOpen, setTicketOpen] = useState(false);
  const openTicket = useCallback(() => setTicketOpen(true), []);
  const closeTicket = useCallback(() => setTicketOpen(false), []);

  return (
    <footer className={cn('bg-brand-950 text-slate-300', className)}>
      <Container className="py-12 md:py-16">
        <div className="grid md:grid-cols-2 md:gap-8 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
          <div className="space-y-4 pb-6 md:pb-0">
            <Logo tone="light" />
            <p className="max-w-xs text-sm leading-6">{company.tagline}.</p>
            <address className="space-y-2 text-sm not-italic">
              <p className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                {formatPostalAddress()}
              </p>
              <p className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                <a
                  href={`mailto:${company.supportEmail}`}
                  className="hover:text-white hover:underline"
                >
                  {company.supportEmail}
                </a>
              </p>
              <p className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
                <a href={company.phoneHref} className="hover:text-white hover:underline">
                  {company.phone}
                </a>
              </p>
            </address>
          </div>
          <FooterSection title={messages.footer.features}>
            <LinkList links={features} />
          </FooterSection>
          <FooterSection title={messages.footer.support}>
            <LinkList links={support} onOpenTicket={openTicket} />
          </FooterSection>
          <div className="space-y-6 pt-8 md:pt-0">
            <div>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                Newsletter
              </h2>
              <p className="mt-2 mb-4 text-sm">
                Tips for your home projects and news for tradies, once a month. Unsubscribe any
                time.
              </p>
              <NewsletterForm />
            </div>
            <InstallApp />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <p>
              © {year} {company.legalName}. All rights reserved.
            </p>
            <button
              type="button"
              className={cn(linkClass, 'cursor-pointer text-left')}
              onClick={askForConsent}
            >
              {messages.footer.cookieSettings}
            </button>
          </div>
          <ul className="flex gap-5" aria-label="TradeMate on social media">
            {socialLinks.map(({ label, href }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noreferrer" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      {isTicketOpen && (
        <Suspense fallback={null}>
          <CreateTicketModal onClose={closeTicket} />
        </Suspense>
      )}
    </footer>
  );
}
