/**
 * How the journeys start Debian's Chromium (decision 087): the flags the machine asks for, and
 * two of Chromium's own features turned off that only cost CPU in a headless browser.
 *
 * Chromium 156 gives every window of a headless browser the address bar's WebUI pop-ups
 * (`chrome://omnibox-popup.top-chrome`), each a renderer of its own that loads and lays out a
 * page nobody sees: in six journey files they were a quarter of the renderers' main-thread time.
 * The features `WebUIOmniboxPopup` and `WebUIOmniboxAimPopup` bring them.
 *
 * Chromium keeps only the last `--disable-features` it is given, and Playwright gives one of its
 * own (its `chromiumSwitches`), so ours carries Playwright's list too and Playwright's switch is
 * left out. The list below is Playwright 1.65's, the version the lockfile installs: should an upgrade
 * change it, `ignoreDefaultArgs` no longer matches, both switches are given, and ours, the last,
 * still carries every feature named here.
 *
 * Plain JavaScript, so the browser benches (`scripts/bench-pages.mjs`, run by Node alone) start
 * the same browser as the journeys; `chromium-launch.d.mts` gives its types.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const headlessWasteFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Where Debian's Chromium is (or `CHROMIUM_PATH`). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine asks for: headless, no sandbox, no GPU, no background traffic. */
export const machineArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/**
 * Another launcher's flags (Lighthouse's chrome-launcher) with the two features turned off too:
 * added to its own `--disable-features`, the one Chromium would keep, or as one of their own.
 * @param {string[]} flags
 */
export function withHeadlessWasteOff(flags) {
  const switchName = '--disable-features=';
  const last = flags.findLastIndex((flag) => flag.startsWith(switchName));
  if (last === -1) return [...flags, `${switchName}${headlessWasteFeatures.join(',')}`];
  return flags.map((flag, index) =>
    index === last ? `${flag},${headlessWasteFeatures.join(',')}` : flag,
  );
}

/**
 * Playwright's `launchOptions` for Debian's Chromium, with `extraArgs` after the common ones.
 * @param {string[]} [extraArgs]
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: chromiumPath,
    args: [
      ...machineArgs,
      `--disable-features=${[...playwrightDisabledFeatures, ...headlessWasteFeatures].join(',')}`,
      ...extraArgs,
    ],
    ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures.join(',')}`],
  };
}
