/**
 * How the server's loaders start a query: without a subscription, so the entry stays in the store
 * (and goes to the browser) and no timer is left to collect it on the server.
 */
export const once = { subscribe: false } as const;
