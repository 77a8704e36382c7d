// `npm test`'s pretest: the browser tests need Debian's Chromium (playwright cannot download a browser here).
// When it is missing and this process may install it (root, with apt-get), it installs it; otherwise it stops
// at once with the one command to run, instead of 18 test files failing one by one.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../../harness/chromium.js";

const INSTALL = "apt-get install -y chromium";

function fail(message: string): never {
  process.stderr.write(`pretest: ${message}\n`);
  process.exit(1);
}

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) fail(`\`${command} ${args.join(" ")}\` failed; run \`${INSTALL}\` as root`);
}

if (!existsSync(CHROMIUM_PATH)) {
  if (process.env.CHROMIUM_PATH !== undefined) {
    fail(`CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not exist: point it at a Chromium binary`);
  }
  const apt = ["/usr/bin/apt-get", "/bin/apt-get"].find(existsSync);
  if (process.getuid?.() !== 0 || apt === undefined) {
    fail(
      `the browser tests need Chromium at ${CHROMIUM_PATH}: run \`sudo ${INSTALL}\` (Debian/Ubuntu), then npm test`,
    );
  }
  process.stderr.write(`pretest: Chromium is missing; installing Debian's chromium (${INSTALL})\n`);
  run(apt, ["update", "-qq"]);
  run(apt, ["install", "-y", "-qq", "chromium"]);
  if (!existsSync(CHROMIUM_PATH)) fail(`chromium was installed but ${CHROMIUM_PATH} is still missing`);
}
