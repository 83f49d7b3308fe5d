import { company } from '@trademate/shared/constants/company';
import { Container } from '@/components/ui/container';
import { ClipboardListIcon, MessagesSquareIcon, StarIcon } from '@/components/ui/icons';

const steps = [
  {
    icon: ClipboardListIcon,
    title: 'Post your job',
    text: 'Describe the work, where it is and when you need it. Posting is free for clients.',
  },
  {
    icon: MessagesSquareIcon,
    title: 'Hear from local tradies',
    text: 'Professionals in that trade see your job and contact you. Chat, compare and ask questions.',
  },
  {
    icon: StarIcon,
    title: 'Hire and review',
    text: 'Choose the right person, get the job done, then leave a review that helps the next client.',
  },
];

export default function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <h2
          id="how-it-works"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          How {company.productName} works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <span className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
