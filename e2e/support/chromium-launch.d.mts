/** Where Debian's Chromium is (or `CHROMIUM_PATH`). */
export const chromiumPath: string;

/** The flags this machine asks for. */
export const machineArgs: string[];

/** Playwright's `launchOptions` for Debian's Chromium (`chromium-launch.mjs`, decision 087). */
export function chromiumLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
};

/** Another launcher's flags with the address bar's pop-up renderers turned off too. */
export function withHeadlessWasteOff(flags: string[]): string[];
