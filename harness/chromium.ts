// Debian's Chromium, launched as the server's export pages launch it; shared by the browser tests and the Studio
// benchmark (so no test-runner import here). A missing browser fails loudly with what to install.
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import {
  CHROMIUM_FLAGS,
  chromiumMissing,
  DEFAULT_CHROMIUM_PATH,
} from "../src/server/exports/chromium-flags.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${chromiumMissing(CHROMIUM_PATH)}.`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}
