import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { consent as text } from '@trademate/shared/messages/consent';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import {
  consentState,
  saveConsent,
  stopAskingForConsent,
  type ConsentChoice,
  type ConsentState,
} from '@/lib/analytics/consent';
import { markConsentAnswered } from '@/lib/analytics/consent-cookie';
import { applyConsent } from '@/lib/analytics/data-layer';

// This module loads wherever the banner shows or the server drew it (decision 089). A browser
// whose answer was stored before the cookie existed, or whose cookie was dropped, gets the banner
// drawn by the server and hidden by the app: the cookie then tells the server for next time.
if (consentState().choice) markConsentAnswered();

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
    markConsentAnswered();
    applyConsent(next);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[75dvh] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isAsking) stopAskingForConsent();
      }}
    >
      <div className="mx-auto max-w-5xl px-4 pt-3 sm:px-6 sm:py-5">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {text.title}
        </h2>
        {/* On a phone one sentence stands for the notice until "Choose" opens it in full. */}
        <div className="mt-1 space-y-2 text-sm leading-5 text-slate-700 sm:mt-2 sm:leading-6">
          {!isChoosing && <p className="sm:hidden">{text.brief}</p>}
          <div className={isChoosing ? 'space-y-2' : 'space-y-2 max-sm:hidden'}>
            <p>{text.summary}</p>
            <p>{text.recipients}</p>
            <p>{text.change}</p>
          </div>
          <p>
            <Link to={paths.privacyPolicy.href()} className="font-medium text-brand-800 underline">
              {text.privacyPolicy}
            </Link>
          </p>
        </div>
        {isChoosing && (
          <fieldset ref={choicesRef} className="mt-2 space-y-1 sm:mt-3">
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
        {/* Three answers in one row on a phone; "Save" and "Close" take a row of their own. With
            the notice open, the answers stay at the bottom of the screen while it scrolls. */}
        <div
          className={`sticky bottom-0 -mx-4 mt-1 grid gap-2 bg-white px-4 pt-2 pb-3 sm:static sm:mx-0 sm:mt-4 sm:flex sm:flex-wrap sm:p-0 ${isChoosing ? 'grid-cols-2' : 'grid-cols-3'}`}
        >
          <Button onClick={() => decide({ analytics: true, marketing: true })}>
            {text.acceptAll}
          </Button>
          <Button onClick={() => decide({ analytics: false, marketing: false })}>
            {text.rejectAll}
          </Button>
          {isChoosing ? (
            <Button
              variant="secondary"
              className="col-span-2"
              onClick={() => decide({ analytics, marketing })}
            >
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
            <Button variant="ghost" className="col-span-2" onClick={stopAskingForConsent}>
              {text.close}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
