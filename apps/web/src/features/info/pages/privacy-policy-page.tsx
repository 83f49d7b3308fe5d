import { company, formatPostalAddress } from '@trademate/shared/constants/company';

import {
  Article,
  ArticleSection,
  ExternalLink,
  List,
  Paragraph,
} from '../../../components/ui/article';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

export default function PrivacyPolicyPage() {
  const { productName, legalName, privacyEmail } = company;
  const privacyMailto = `mailto:${privacyEmail}`;

  return (
    <>
      <PageTitle
        title="Privacy Policy"
        description={`How ${productName} collects, uses, shares and protects your personal information under the Privacy Act 1988, and the choices you have.`}
        canonicalPath={paths.privacyPolicy.href()}
      />
      <Article
        title="Privacy Policy"
        lead={`How ${productName} collects, uses, shares and protects your personal information, and the choices you have.`}
        updated="2026-11-22"
      >
        <ArticleSection id="about" title="About this policy">
          <Paragraph>
            {productName} is operated by {legalName} ("we", "us" or "our"). We handle personal
            information in line with the Privacy Act 1988 (Cth) and the Australian Privacy
            Principles (APPs). This policy explains what we collect when you use the {productName}{' '}
            website and apps, why we collect it and what you can do about it.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="information-we-collect" title="What we collect">
          <List>
            <>
              <strong>Account details:</strong> your name, email address, phone number, account type
              and password (which we only ever store in hashed form).
            </>
            <>
              <strong>Location:</strong> your city and state, so we can connect clients with
              professionals nearby.
            </>
            <>
              <strong>Profile details:</strong> your profile photo and, if you are a tradie or
              apprentice, the trades and other details you add to your profile.
            </>
            <>
              <strong>Jobs:</strong> the descriptions, photos and locations of jobs you post.
            </>
            <>
              <strong>Messages and support requests:</strong> messages you exchange with other
              users, and anything you send to our support team.
            </>
            <>
              <strong>Reviews:</strong> reviews and ratings you write or receive.
            </>
            <>
              <strong>Payment records:</strong> your plan, amounts, dates and invoices. Card details
              are entered with our payment provider and handled by them; we don't receive or store
              your full card number.
            </>
            <>
              <strong>Technical information:</strong> your IP address, browser and device type, and
              the times you use the Platform, recorded in our server logs.
            </>
          </List>
          <Paragraph>
            We don't ask for sensitive information, such as health details or religious beliefs.
            Please don't include it in job posts or messages. {productName} is for people aged 18
            and over, and we don't knowingly collect information about children.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="how-we-collect" title="How we collect it">
          <Paragraph>
            Most information comes directly from you: when you sign up, complete your profile, post
            a job, send a message, subscribe to a plan or contact us. Some comes from other users
            (for example, a review a client writes about a tradie) and from our payment provider,
            which confirms your payments.
          </Paragraph>
          <Paragraph>
            We also use cookies. When you sign in, we set a session cookie that keeps you signed in.
            It is HttpOnly, which means scripts running in the page can't read it, and it is needed
            to sign in: if your browser blocks it, you won't be able to use your account. Once you
            answer the privacy choices banner, we set a cookie that records only that you have
            answered, so we don't show the banner again; your choice itself stays in your browser.
          </Paragraph>
          <Paragraph>
            You can browse public pages and ask us general questions without telling us who you are.
            To create an account, post a job or contact a professional, we need your name and
            contact details.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="why-we-collect" title="Why we collect it">
          <Paragraph>We use your personal information to:</Paragraph>
          <List>
            <>
              run the marketplace: create your account, publish jobs and profiles, and connect
              clients with professionals;
            </>
            <>verify your email address by sending you a one-time code;</>
            <>send you notifications about your account, jobs, messages and subscription;</>
            <>process subscription payments and keep records of them;</>
            <>answer your questions and support tickets;</>
            <>keep the Platform secure and prevent fraud, spam, fake reviews and other misuse;</>
            <>fix problems and improve the Platform; and</>
            <>meet our legal obligations, such as keeping tax records.</>
          </List>
          <Paragraph>
            We won't use your information for an unrelated purpose unless you agree or the law
            allows it.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="disclosure" title="Who we share it with">
          <List>
            <>
              <strong>Other users.</strong> Tradie and apprentice profiles, including name, photo,
              trades, city, state and reviews, are public so clients can find them. Job posts are
              visible to professionals. When a client engages professionals about a job, the
              client's contact details are shared with those professionals so they can arrange the
              work.
            </>
            <>
              <strong>Service providers</strong> who help us run {productName}, such as hosting,
              email delivery and payment providers. They may only use the information to provide
              their services to us.
            </>
            <>
              <strong>Law enforcement, regulators and courts</strong>, where the law requires or
              authorises it, or where we reasonably believe it is needed to prevent a serious threat
              to someone's life, health or safety.
            </>
          </List>
          <Paragraph>We don't sell your personal information.</Paragraph>
        </ArticleSection>

        <ArticleSection id="overseas-disclosure" title="Overseas disclosure">
          <Paragraph>
            Some of our service providers may store or process personal information outside
            Australia. Before we disclose information overseas, we take reasonable steps, as
            required by APP 8, to make sure the recipient handles it consistently with the APPs,
            including by choosing reputable providers and putting privacy obligations in our
            contracts with them. Contact us if you'd like to know where a particular provider stores
            data.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="marketing" title="Marketing and our newsletter">
          <Paragraph>
            We only send you our newsletter or other marketing emails if you have agreed to receive
            them, for example by subscribing to the newsletter. In line with the Spam Act 2003
            (Cth), every marketing email identifies us as the sender and includes an unsubscribe
            link, and we act on unsubscribe requests within five working days.
          </Paragraph>
          <Paragraph>
            Unsubscribing from marketing doesn't stop messages we need to send to run your account,
            such as verification codes, security alerts and payment receipts. We never give your
            details to other businesses for their own marketing.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="security" title="How we protect it">
          <List>
            <>Passwords are hashed, so we never store them in plain text.</>
            <>Information travelling between your device and our servers is encrypted in transit.</>
            <>
              Access to personal information is restricted to staff and service providers who need
              it, and protected by access controls.
            </>
            <>We monitor the Platform for suspicious activity and misuse.</>
          </List>
          <Paragraph>
            No system is completely secure, so please keep your password private and tell us
            straight away if you think your account has been accessed without your permission.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="retention" title="How long we keep it">
          <Paragraph>
            We keep your information while your account is open and for as long as we need it for
            the purposes in this policy. When you close your account, we delete or de-identify your
            personal information within a reasonable time, except where we must keep it to meet a
            legal obligation (for example, payment records we must keep for tax purposes), to
            resolve a dispute or to prevent fraud. Backups are overwritten on a regular cycle.
          </Paragraph>
          <Paragraph>
            To ask us to close your account and delete your information, email{' '}
            <ExternalLink href={privacyMailto}>{privacyEmail}</ExternalLink>.
          </Paragraph>
        </ArticleSection>

        <ArticleSection
          id="access-and-correction"
          title="Accessing and correcting your information"
        >
          <Paragraph>
            Under APP 12 and APP 13, you can ask for access to the personal information we hold
            about you and ask us to correct it if it is inaccurate, out of date, incomplete,
            irrelevant or misleading. You can update most details yourself in your profile and
            settings. For anything else, email{' '}
            <ExternalLink href={privacyMailto}>{privacyEmail}</ExternalLink>.
          </Paragraph>
          <Paragraph>
            We will check your identity, respond within 30 days and won't charge you for making a
            request. If we can't give you access or make a correction, we'll tell you why in writing
            and how you can complain.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="data-breaches" title="Data breaches">
          <Paragraph>
            If a data breach involving your personal information is likely to result in serious harm
            to you, we will notify you and the Office of the Australian Information Commissioner
            under the Notifiable Data Breaches scheme, and tell you what steps you can take to
            protect yourself.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="complaints" title="Complaints">
          <Paragraph>
            If you have a concern about how we have handled your personal information, please
            contact us first at <ExternalLink href={privacyMailto}>{privacyEmail}</ExternalLink>{' '}
            with the details. We'll acknowledge your complaint promptly and aim to resolve it within
            30 days.
          </Paragraph>
          <Paragraph>
            If you're not satisfied with our response, you can complain to the Office of the
            Australian Information Commissioner (OAIC) at{' '}
            <ExternalLink href="https://www.oaic.gov.au">www.oaic.gov.au</ExternalLink> or by
            calling <ExternalLink href="tel:1300363992">1300 363 992</ExternalLink>.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="changes" title="Changes to this policy">
          <Paragraph>
            We may update this policy from time to time. We'll publish the new version here with a
            new date and, if the changes are significant, let you know by email or in the app.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="contact" title="Contact us">
          <Paragraph>For privacy questions or requests, contact our privacy officer:</Paragraph>
          <List>
            <>
              Email: <ExternalLink href={privacyMailto}>{privacyEmail}</ExternalLink>
            </>
            <>
              Phone: <ExternalLink href={company.phoneHref}>{company.phone}</ExternalLink> (
              {company.supportHours})
            </>
            <>
              Post: {legalName}, {formatPostalAddress()}
            </>
          </List>
        </ArticleSection>
      </Article>
    </>
  );
}
