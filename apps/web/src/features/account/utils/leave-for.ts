/**
 * Sends the browser to another site (Stripe Checkout or the customer portal) or to the test-mode
 * checkout page: a full page load, so the page comes back fresh afterwards.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}
