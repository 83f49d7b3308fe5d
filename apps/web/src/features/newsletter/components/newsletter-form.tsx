import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { timings } from '@trademate/shared/constants/timings';
import * as messages from '@trademate/shared/messages/shell';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ApiDispatch, ApiError } from '@/lib/api';

// A basic shape check on top of type="email", as the spec asks: something@something.tld
const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';

type Notice = { kind: 'success' | 'failure'; text: string } | null;

/**
 * The footer's sign-up: the button waits for a valid address; the notice clears after 3 seconds.
 * Unlike the other forms it is not a react-hook-form form: it is on every page, and the library
 * would join the home route's JavaScript, which is within a few KB of its 100 KB budget
 * (decision 042, docs/performance.md). The browser checks the address; the server's schema has
 * the last word.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [isValid, setValid] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [isLoading, setLoading] = useState(false);
  const dispatch = useDispatch<ApiDispatch>();
  const input = useRef<HTMLInputElement>(null);

  // An address typed into the rendered page before the app took it over (decision 050) is kept.
  useEffect(() => {
    const typed = input.current;
    if (typed?.value) {
      setEmail(typed.value);
      setValid(typed.validity.valid);
    }
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      setNotice(null);
      setEmail('');
      setValid(false);
    }, timings.newsletterNoticeResetMs);
    return () => clearTimeout(timer);
  }, [notice]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    try {
      const { addNewsletter } = await import('../api/add-newsletter');
      await addNewsletter(dispatch, { email, subscriptionDate: new Date().toISOString() });
      setNotice({ kind: 'success', text: messages.newsletter.success });
    } catch (error) {
      const apiError = error as ApiError;
      const text =
        apiError.status === 400 && apiError.message
          ? apiError.message
          : messages.newsletter.failure;
      setNotice({ kind: 'failure', text });
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3" aria-label="Newsletter">
      <Input
        tone="dark"
        type="email"
        name="email"
        label="Email address"
        placeholder="you@example.com.au"
        autoComplete="email"
        required
        pattern={EMAIL_PATTERN}
        ref={input}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setValid(event.target.validity.valid);
        }}
      />
      <Button type="submit" variant="inverse" className="w-full" disabled={!isValid || isLoading}>
        {isLoading ? 'Subscribing…' : 'Subscribe'}
      </Button>
      <p
        role="status"
        className={notice?.kind === 'failure' ? 'text-sm text-red-300' : 'text-sm text-emerald-300'}
      >
        {notice?.text}
      </p>
    </form>
  );
}
