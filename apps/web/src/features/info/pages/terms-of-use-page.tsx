import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';

import {
  Article,
  ArticleSection,
  ExternalLink,
  List,
  Paragraph,
  TextLink,
} from '../../../components/ui/article';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

export default function TermsOfUsePage() {
  const { productName, legalName } = company;

  return (
    <>
      <PageTitle
        title="Terms Of Use"
        description={`The rules for using ${productName}, in plain English: what clients, tradies and apprentices agree to when they post a job, create a profile or buy a plan.`}
        canonicalPath={paths.termsOfUse.href()}
      />
      <Article
        title="Terms of Use"
        lead={`The rules for using ${productName}, written in plain English. Please read them before you post a job, create a profile or buy a subscription.`}
        updated="2026-11-22"
      >
        <ArticleSection id="about" title="Who we are and accepting these terms">
          <Paragraph>
            {productName} is an online marketplace operated by {legalName} ("{productName}", "we",
            "us" or "our"). These terms apply to your use of the {productName} website and apps
            (together, the "Platform").
          </Paragraph>
          <Paragraph>
            By creating an account or using the Platform, you agree to these terms and to our{' '}
            <TextLink to={paths.privacyPolicy.href()}>Privacy Policy</TextLink>. If you don't agree,
            please don't use the Platform.
          </Paragraph>
          <Paragraph>
            Nothing in these terms excludes, restricts or changes any right or remedy you have under
            the Australian Consumer Law or any other law that cannot lawfully be excluded.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="accounts" title="Accounts and eligibility">
          <List>
            <>You must be at least 18 years old and able to enter into a binding contract.</>
            <>
              The details you give us, including your name, email address, phone number and
              location, must be accurate and kept up to date.
            </>
            <>
              You may hold only one account. It must be in your own name or your business's name and
              can't be sold, shared or transferred.
            </>
            <>
              You are responsible for keeping your password secure and for everything done through
              your account. If you think someone else has accessed it, tell us straight away at{' '}
              <ExternalLink href={`mailto:${company.supportEmail}`}>
                {company.supportEmail}
              </ExternalLink>
              .
            </>
          </List>
          <Paragraph>
            We ask you to verify your email address with a one-time code before you can use some
            features.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="how-it-works" title="How the marketplace works">
          <Paragraph>
            {productName} helps people who need work done find professionals to do it. There are
            four kinds of account:
          </Paragraph>
          <List>
            <>
              <strong>Clients</strong> post jobs and get in touch with professionals.
            </>
            <>
              <strong>Tradies on the Professional plan</strong> pay a subscription that lets them
              receive job requests and contact clients.
            </>
            <>
              <strong>Free tradies</strong> can create a profile and be found by clients, but need
              the Professional plan to contact clients about jobs.
            </>
            <>
              <strong>Apprentices</strong> can create a profile so clients and tradies can find
              them.
            </>
          </List>
          <Paragraph>
            {productName} is a platform, not a party to any agreement between a client and a
            professional. When a client hires a tradie, the contract is between them alone. We don't
            employ tradies or apprentices, and we don't perform, supervise or guarantee their work.
            Quotes, prices, payment, timing and the quality and safety of the work are matters for
            the client and the tradie to agree.
          </Paragraph>
          <Paragraph>
            Before hiring, clients should make their own checks: confirm the tradie's licence with
            the relevant state or territory regulator, ask for proof of insurance and get a written
            quote.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="licences-and-insurance" title="Licences, insurance and compliance">
          <Paragraph>
            If you offer your services on the Platform, you are responsible for:
          </Paragraph>
          <List>
            <>
              holding every licence, registration and permit required by the laws of the state or
              territory where the work is done, and keeping them current;
            </>
            <>
              only doing work you are licensed and competent to do. For example, electrical work and
              plumbing and gas work must be done by appropriately licensed tradespeople in every
              Australian state and territory, and apprentices must work under the supervision the
              law requires;
            </>
            <>
              holding suitable insurance, such as public liability insurance, and any insurance the
              law requires for your type of work;
            </>
            <>
              complying with all laws that apply to your work, including work health and safety,
              building, consumer and tax laws; and
            </>
            <>
              making sure your profile, including your trades, qualifications and licence details,
              is true and not misleading.
            </>
          </List>
          <Paragraph>
            We may ask you for evidence of a licence or insurance and may restrict your profile
            until we receive it. Any checks we make are limited and don't replace a client's own
            checks.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="jobs-and-content" title="Posting jobs and acceptable content">
          <Paragraph>
            Jobs must be for genuine, lawful work you intend to have done. Describe the job
            honestly, including its location and any hazards you know about, such as asbestos or
            unsafe access.
          </Paragraph>
          <Paragraph>
            You are responsible for everything you post, including jobs, photos, profiles, messages
            and reviews ("your content"). Your content must not:
          </Paragraph>
          <List>
            <>be false, misleading or deceptive;</>
            <>be unlawful, defamatory, discriminatory, threatening, obscene or offensive;</>
            <>
              infringe anyone's intellectual property or privacy, including by showing people or
              their personal information without their consent;
            </>
            <>contain spam, unrelated advertising or links to harmful software; or</>
            <>
              ask someone to do work they aren't licensed to do, or anything else that would break
              the law.
            </>
          </List>
          <Paragraph>
            We don't check all content before it appears, but we may remove or hide content that
            breaches these terms.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="subscriptions-and-fees" title="Subscriptions and fees">
          <List>
            <>
              All prices are in Australian dollars and include GST. We show you the price and
              billing period before you pay, and you can get a tax invoice for every payment.
            </>
            <>
              Subscriptions renew automatically at the end of each billing period and are charged to
              your nominated payment method until you cancel.
            </>
            <>
              You can cancel at any time from the Subscriptions page in your account. Your plan
              stays active until the end of the period you've already paid for and then won't renew.
            </>
            <>
              Except where the law requires otherwise, we don't refund or credit part-used billing
              periods.
            </>
            <>
              We may change our prices. We'll give you at least 30 days' notice before a new price
              applies to your subscription, so you can cancel before it takes effect.
            </>
            <>
              Card payments are processed by our payment provider. We don't store your full card
              details.
            </>
          </List>
          <Paragraph>
            Our services come with guarantees that cannot be excluded under the Australian Consumer
            Law. If a service fails to meet a consumer guarantee, you may be entitled to a remedy,
            such as a refund. Nothing in these terms limits those rights.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="reviews" title="Reviews">
          <Paragraph>
            Reviews help clients choose the right professional, so they must be genuine. In line
            with the ACCC's guidance on online reviews:
          </Paragraph>
          <List>
            <>only review a professional you have actually dealt with;</>
            <>reviews must be honest and reflect your own experience;</>
            <>
              you must not write fake reviews, review your own business or a competitor's, or ask
              friends, family or staff to review you;
            </>
            <>
              professionals must not offer payments, discounts, gifts or other incentives for a
              review, or only ask happy clients to leave one; and
            </>
            <>no one may pressure or threaten a reviewer to change or remove an honest review.</>
          </List>
          <Paragraph>
            We don't remove reviews just because they are negative. We may investigate reviews we
            suspect are fake and remove reviews that breach these terms or the law.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="prohibited-conduct" title="Prohibited conduct">
          <Paragraph>When using the Platform, you must not:</Paragraph>
          <List>
            <>break the law or help anyone else to do so;</>
            <>impersonate anyone or misrepresent your identity, licences or qualifications;</>
            <>harass, threaten, abuse or discriminate against other users;</>
            <>
              use contact details you receive through the Platform for anything other than the job
              they were shared for, including sending unsolicited marketing;
            </>
            <>
              scrape or harvest data from the Platform, or access it with bots or other automated
              tools, without our written permission;
            </>
            <>
              interfere with the Platform's security or operation, or upload viruses or other
              malicious code; or
            </>
            <>
              create a new account to get around a suspension, or try to get around the limits of
              your plan.
            </>
          </List>
        </ArticleSection>

        <ArticleSection id="intellectual-property" title="Intellectual property and your content">
          <Paragraph>
            The Platform, including its software, design, text, graphics and the {productName} name
            and logo, is owned by or licensed to us. You may use it only as these terms allow.
          </Paragraph>
          <Paragraph>
            You keep ownership of your content. By posting it, you give us a non-exclusive,
            worldwide, royalty-free licence to host, store, copy, adapt (for example, resize photos)
            and display it so we can run, improve and promote the Platform. The licence ends when
            your content is deleted, except for copies we keep in backups for a limited time or must
            keep by law. You confirm you have the right to post your content and to give us this
            licence.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="suspension-and-termination" title="Suspension and termination">
          <Paragraph>
            You can stop using the Platform at any time and ask us to close your account. If you
            have a subscription, cancel it first so it doesn't renew.
          </Paragraph>
          <Paragraph>
            We may suspend or restrict your account, remove your content or close your account if we
            reasonably believe you have breached these terms, acted unlawfully or put other users at
            risk, or if the law requires us to. Where it's appropriate and safe, we'll tell you why
            and give you a chance to respond. If we close your account when you haven't breached
            these terms, we'll refund the unused part of any subscription you've paid for.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="liability" title="Our liability">
          <Paragraph>
            We work hard to keep the Platform available and accurate, but we can't promise it will
            always be uninterrupted or error-free, that a job will attract a suitable professional,
            or that other users will do what they say.
          </Paragraph>
          <Paragraph>To the extent permitted by law:</Paragraph>
          <List>
            <>
              we are not liable for the work a professional performs or fails to perform, or for the
              conduct of any user;
            </>
            <>we are not liable for indirect or consequential loss, such as lost profits; and</>
            <>
              our total liability to you for any claim about the Platform is limited to the fees you
              paid us in the 12 months before the claim arose.
            </>
          </List>
          <Paragraph>
            These limits don't apply to rights you have under the Australian Consumer Law that
            cannot be excluded. Where the law allows us to limit our liability for failing to meet a
            consumer guarantee, our liability is limited to supplying the services again or paying
            the cost of having them supplied again.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="disputes" title="Disputes between users">
          <Paragraph>
            If something goes wrong with a job, start by talking to the other person and trying to
            resolve it in good faith. If you are signed in, you can also tell us about a problem
            using "{messages.footer.createTicket}" in the footer. We may review what happened and
            take action on accounts, but we can't make binding decisions or award compensation.
          </Paragraph>
          <Paragraph>
            If you can't resolve a dispute, independent help is available from your state or
            territory's fair trading or consumer affairs agency, its building regulator (in
            Queensland, the Queensland Building and Construction Commission) or its civil tribunal
            (in Queensland, QCAT).
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="governing-law" title="Governing law">
          <Paragraph>
            These terms are governed by the laws of Queensland, Australia. You and we submit to the
            non-exclusive jurisdiction of the courts of Queensland. This doesn't take away any
            protection you have under the consumer laws of the state or territory where you live.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="changes" title="Changes to these terms">
          <Paragraph>
            We may update these terms from time to time, for example to reflect new features or
            changes in the law. We'll publish the updated terms here with a new date. If a change
            materially affects you, we'll let you know by email or in the app at least 14 days
            before it takes effect. If you don't agree with a change, you can cancel your
            subscription and close your account before it takes effect.
          </Paragraph>
        </ArticleSection>

        <ArticleSection id="contact" title="Contact us">
          <Paragraph>
            If you have a question about these terms, please contact {legalName}:
          </Paragraph>
          <List>
            <>
              Email:{' '}
              <ExternalLink href={`mailto:${company.supportEmail}`}>
                {company.supportEmail}
              </ExternalLink>
            </>
            <>
              Phone: <ExternalLink href={company.phoneHref}>{company.phone}</ExternalLink> (
              {company.supportHours})
            </>
            <>Post: {formatPostalAddress()}</>
          </List>
        </ArticleSection>
      </Article>
    </>
  );
}
