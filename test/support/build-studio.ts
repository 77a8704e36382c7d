// Vitest global setup: the Studio is served from dist/studio, so the tests build it once, as npm start does.
import { build } from "vite";

export default async function buildStudio(): Promise<void> {
  await build({ configFile: "vite.config.ts", logLevel: "warn" });
}
