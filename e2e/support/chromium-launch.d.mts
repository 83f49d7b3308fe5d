/** Playwright's `launchOptions` for Debian's Chromium (`chromium-launch.mjs`, decision 087). */
export function chromiumLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
};
