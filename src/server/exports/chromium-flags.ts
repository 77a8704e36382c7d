// How Marque runs Debian's headless Chromium on a closed, GPU-less machine: the export pages, the browser tests
// and the Studio benchmark launch it alike.

/** Where Debian's package installs it; CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Why Chromium cannot run from `path`, with the command that installs it. */
export const chromiumMissing = (path: string): string =>
  `Chromium is not installed at ${path}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH)`;
