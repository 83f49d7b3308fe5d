import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { consent as text } from '@trademate/shared/messages/consent';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import {
  saveConsent,
  stopAskingForConsent,
  type ConsentChoice,
  type ConsentState,
} from '@/lib/analytics/consent';
import { applyConsent } from '@/lib/analytics/data-layer';

/**
 * The consent banner (decision 068): fixed to the bottom of the screen, so it moves nothing on
 * the page; a labelled region early in the tab order; three equal answers, and a checkbox per
 * purpose under "Choose", none ticked until the visitor ticks it.
 */
export default function ConsentBanner({ choice, isAsking }: ConsentState) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const choicesRef = useRef<HTMLFieldSetElement>(null);
  const [isChoosing, setChoosing] = useState(isAsking);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);

  // Opened from the footer: the visitor asked for it, so focus moves in, and back out after.
  useEffect(() => {
    if (!isAsking) return;
    const opener = document.activeElement as HTMLElement | null;
    titleRef.current?.focus();
    return () => opener?.focus();
  }, [isAsking]);

  const decide = (next: ConsentChoice) => {
    saveConsent(next);
    applyConsent(next);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[75dvh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isAsking) stopAskingForConsent();
      }}
    >
      <div className="mx-auto max-w-5xl px-4 py-4 sm:px-6 sm:py-5">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {text.title}
        </h2>
        <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
          <p>{text.summary}</p>
          <p>{text.recipients}</p>
          <p>
            {text.change}{' '}
            <Link to={paths.privacyPolicy.href()} className="font-medium text-brand-800 underline">
              {text.privacyPolicy}
            </Link>
          </p>
        </div>
        {isChoosing && (
          <fieldset ref={choicesRef} className="mt-3 space-y-1">
            <legend className="sr-only">{text.title}</legend>
            <Checkbox
              label={text.analyticsLabel}
              aria-describedby={`${titleId}-analytics`}
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
            />
            <p id={`${titleId}-analytics`} className="pl-10 text-xs text-slate-600">
              {text.analyticsAbout}
            </p>
            <Checkbox
              label={text.marketingLabel}
              aria-describedby={`${titleId}-marketing`}
              checked={marketing}
              onChange={(event) => setMarketing(event.target.checked)}
            />
            <p id={`${titleId}-marketing`} className="pl-10 text-xs text-slate-600">
              {text.marketingAbout}
            </p>
          </fieldset>
        )}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => decide({ analytics: true, marketing: true })}>
            {text.acceptAll}
          </Button>
          <Button onClick={() => decide({ analytics: false, marketing: false })}>
            {text.rejectAll}
          </Button>
          {isChoosing ? (
            <Button variant="secondary" onClick={() => decide({ analytics, marketing })}>
              {text.save}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setChoosing(true);
                // "Choose" makes way for the checkboxes: the focus goes to the first of them.
                requestAnimationFrame(() => choicesRef.current?.querySelector('input')?.focus());
              }}
            >
              {text.choose}
            </Button>
          )}
          {isAsking && (
            <Button variant="ghost" onClick={stopAskingForConsent}>
              {text.close}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
