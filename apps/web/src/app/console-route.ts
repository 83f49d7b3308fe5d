/**
 * Where the operator console lives (decision 030): its own layout and session, none of the
 * customer site's. The console's pages use the console's session alone (decision 090).
 */
export const consoleRoutePath = '/admin/*';
