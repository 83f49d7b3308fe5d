import type { ReactNode } from 'react';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';

import {
  Article,
  ArticleSection,
  ExternalLink,
  FaqItem,
  Paragraph,
  TextLink,
} from '../../../components/ui/article';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

type ContactCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
};

function ContactCard({ icon: Icon, title, children }: ContactCardProps) {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:flex-col">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-1 text-sm leading-6 text-slate-600 wrap-anywhere">
          {children}
        </div>
      </div>
    </div>
  );
}

export default function ContactUsPage() {
  return (
    <>
      <PageTitle
        title="Contact Us"
        description={`Contact ${company.productName}: our support team answers questions about your account, a job or a subscription by email and phone, ${company.supportHours}.`}
        canonicalPath={paths.contactUs.href()}
      />
      <Article
        title="Contact Us"
        lead="Questions about your account, a job or a subscription? Our support team is happy to help."
      >
        <section aria-labelledby="contact-options-heading">
          <h2 id="contact-options-heading" className="sr-only">
            Ways to reach us
          </h2>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <ContactCard icon={Mail} title="Email">
              <p>
                <ExternalLink href={`mailto:${company.supportEmail}`}>
                  {company.supportEmail}
                </ExternalLink>
              </p>
              <p>
                Best for detailed questions. Include your account email so we can find you quickly.
              </p>
            </ContactCard>
            <ContactCard icon={Phone} title="Phone">
              <p>
                <ExternalLink href={company.phoneHref}>{company.phone}</ExternalLink>
              </p>
              <p>{company.supportHours}</p>
            </ContactCard>
            <ContactCard icon={MapPin} title="Postal address">
              <address className="not-italic">{formatPostalAddress()}</address>
            </ContactCard>
          </div>
        </section>

        <ArticleSection id="faq" title="Before you get in touch">
          <Paragraph>These answers cover the questions we're asked most often.</Paragraph>
          <FaqItem question="How do I post a job?">
            <Paragraph>
              Sign in as a client and choose "{messages.nav.postJob}" in the menu. Describe the
              work, add its location and a few photos if they help, then publish. Tradies in your
              area can then see your job and get in touch.
            </Paragraph>
          </FaqItem>
          <FaqItem question="How do tradies get job requests?">
            <Paragraph>
              Create a tradie profile listing your trades and location, and jobs that match will
              show up as job requests. A free profile lets clients find you, but contacting clients
              and responding to their jobs is part of the paid Professional plan. You can compare
              plans on the {messages.nav.subscriptions} page.
            </Paragraph>
          </FaqItem>
          <FaqItem question="How do I verify my email address?">
            <Paragraph>
              When you sign up, we email you a one-time verification code. Enter it when prompted.
              If it hasn't arrived within a few minutes, check your spam or junk folder, then ask
              for a new code.
            </Paragraph>
          </FaqItem>
          <FaqItem question="How do I report a problem with a professional?">
            <Paragraph>
              Sign in and choose "{messages.footer.createTicket}" in the footer. Tell us who the
              professional is and what happened, and include any messages or photos that help. If
              you or anyone else is in immediate danger, call 000 first.
            </Paragraph>
          </FaqItem>
          <FaqItem question="How do I cancel my subscription?">
            <Paragraph>
              Go to {messages.nav.subscriptions} in your account menu and cancel your plan. You keep
              access to your plan's features until the end of the period you've already paid for,
              and you won't be charged again.
            </Paragraph>
          </FaqItem>
          <FaqItem question="Where can I ask about my privacy?">
            <Paragraph>
              Our <TextLink to={paths.privacyPolicy.href()}>Privacy Policy</TextLink> explains what
              we collect and why. For access, correction or deletion requests, email{' '}
              <ExternalLink href={`mailto:${company.privacyEmail}`}>
                {company.privacyEmail}
              </ExternalLink>
              .
            </Paragraph>
          </FaqItem>
        </ArticleSection>
      </Article>
    </>
  );
}
