import { lazy, type FormEvent } from 'react';
import { BadgeCheckIcon, SearchIcon, ShieldCheckIcon, StarIcon } from '@/components/ui/icons';
import { useNavigate } from 'react-router';
import { company } from '@trademate/shared/constants/company';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Deferred } from '@/components/ui/deferred';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { PopularServices } from '@/features/services/components/popular-services';

// Far below the fold: fetched as the visitor scrolls towards them, not on first load.
const HowItWorks = lazy(() => import('./home-how-it-works'));
const PlansSection = lazy(() =>
  import('@/features/plans/components/plans-section').then((module) => ({
    default: module.PlansSection,
  })),
);

const promises = [
  { icon: BadgeCheckIcon, text: 'Every account verifies its email before it can post or contact' },
  { icon: ShieldCheckIcon, text: 'Your phone and email go only to the professionals you talk to' },
  { icon: StarIcon, text: 'Only the client of a completed job can review the tradie' },
];

function HeroSearch() {
  const navigate = useNavigate();
  // Read from the form when sent, not kept in state: what someone typed into the rendered page
  // before the app took it over (a transition since decision 050) is what they search for.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    void navigate(
      search
        ? `${paths.services.href()}?search=${encodeURIComponent(search)}`
        : paths.services.href(),
    );
  };
  // The form leads to the services page by itself too, before the app runs (decision 041).
  return (
    <form
      role="search"
      action={paths.services.href()}
      onSubmit={submit}
      className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
    >
      <Input
        className="flex-1"
        name="search"
        type="search"
        label="What do you need done?"
        hideLabel
        placeholder="What do you need done? e.g. electrician"
        maxLength={100}
        leadingIcon={<SearchIcon className="size-4" aria-hidden="true" />}
      />
      <Button type="submit" size="lg">
        Find a service
      </Button>
    </form>
  );
}

export default function HomePage() {
  return (
    <>
      <PageTitle
        title="Home"
        description="Post a job for free and hear from trusted tradies near you, or find work in your trade: TradeMate is Australia’s marketplace for hiring tradespeople."
        canonicalPath={paths.home.href()}
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Australia’s marketplace for trades
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {company.tagline}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-600">
              Post a job for free and hear from licensed electricians, plumbers, carpenters and more
              in NSW, VIC, QLD, SA, WA and TAS.
            </p>
            <HeroSearch />
            <div className="mt-6 flex flex-wrap gap-3 text-sm">
              <ButtonLink to={paths.signup.href()} variant="secondary">
                I’m a tradie: find work
              </ButtonLink>
            </div>
          </div>
          <ul className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="self-center text-slate-700">{text}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container>
        <PopularServices />
      </Container>

      <Deferred placeholderHeight="32rem">
        <HowItWorks />
      </Deferred>

      <Container>
        <Deferred id="subscriptions" placeholderHeight="40rem">
          <PlansSection />
        </Deferred>
      </Container>
    </>
  );
}
