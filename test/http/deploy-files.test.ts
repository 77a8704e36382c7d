// The deployment files say what docs/deploy.md promises. The image itself is built by `npm run docker:check`
// (it needs a Docker daemon); this reads the Dockerfile's structure and parses the Kubernetes manifest, so a
// change that breaks either fails here on any machine.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { WORKER_MEMORY_BUDGET_MB } from "../../src/policy/config.js";
import { WORKER_MALLOC_ARENAS, WORKER_MIMALLOC_PURGE_DELAY_MS } from "../../src/server/cluster.js";
import { packageRoot } from "../../src/server/package-root.js";

const root = packageRoot();
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The Dockerfile's instructions, continuation lines joined and comments left out, split into stages. */
function stages(dockerfile: string): { from: string; instructions: string[] }[] {
  const instructions = dockerfile
    .replace(/\\\n/gu, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const result: { from: string; instructions: string[] }[] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/iu.test(instruction)) result.push({ from: instruction, instructions: [] });
    else result.at(-1)?.instructions.push(instruction);
  }
  return result;
}

/** Every .ts file under `dir`, recursively. */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => join(dir, file));

describe("production dependencies", () => {
  // The image installs production dependencies only (npm ci --omit=dev): a package the server imports at run
  // time must be one, or PNG, PPTX or export requests fail in the image while every test passes here.
  it("hold every package the server's code imports at run time", () => {
    const dependencies = Object.keys(JSON.parse(read("package.json")).dependencies);
    const missing = new Set<string>();
    for (const file of sourcesUnder("src")) {
      const text = read(file);
      for (const [, specifier = ""] of text.matchAll(/^import (?!type )[^;]*? from "([^".][^"]*)"/gmu)) {
        if (specifier.startsWith("node:")) continue;
        const name = specifier.startsWith("@")
          ? specifier.split("/").slice(0, 2).join("/")
          : specifier.split("/")[0];
        if (!dependencies.includes(name as string)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe("Dockerfile", () => {
  const [build, runtime, ...rest] = stages(read("Dockerfile"));

  it("builds in one stage and runs from a second, both on Node 24 LTS's Debian slim image", () => {
    expect(rest).toEqual([]);
    expect(build?.from).toMatch(/^FROM node:24-[a-z]+-slim AS build$/u);
    expect(runtime?.from).toMatch(/^FROM node:24-[a-z]+-slim AS runtime$/u);
    expect(build?.instructions).toContain("RUN npm run build");
  });

  it("runs the built server, from production dependencies only, as a non-root user", () => {
    const steps = runtime?.instructions ?? [];
    expect(steps.some((step) => /^RUN npm ci --omit=dev\b/u.test(step))).toBe(true);
    expect(steps.some((step) => /^RUN npm (ci|install)(?!.*--omit=dev)/u.test(step))).toBe(false);
    expect(steps).toContain("COPY --from=build /app/dist ./dist");
    const users = steps.filter((step) => step.startsWith("USER "));
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^USER (root|0)(:|$)/u);
    expect(steps.indexOf(users[0] as string)).toBeLessThan(
      steps.findIndex((step) => step.startsWith("CMD ")),
    );
    // Node is PID 1 (exec form, no npm or shell), so SIGTERM reaches the graceful drain.
    // It runs with npm start's V8 flags (package.json), which keep a worker's RSS within its budget.
    const start = JSON.parse(read("package.json")).scripts.start;
    const flags = /node ((?:--\S+ )*)dist\/src\/server\/main\.js/u.exec(start)?.[1]?.trim().split(" ") ?? [];
    expect(flags).toEqual(
      expect.arrayContaining([
        "--max-semi-space-size=4",
        "--heap-growing-percent=25",
        "--no-allocation-site-pretenuring",
      ]),
    );
    expect(steps.at(-1)).toBe(
      `CMD ${JSON.stringify(["node", ...flags, "dist/src/server/main.js"]).replaceAll(",", ", ")}`,
    );
    // Both start the server with as few malloc arenas as the cluster gives its workers (RSS within budget).
    expect(start).toContain(
      `MALLOC_ARENA_MAX=${WORKER_MALLOC_ARENAS} MIMALLOC_PURGE_DELAY=${WORKER_MIMALLOC_PURGE_DELAY_MS} node `,
    );
    expect(steps.find((step) => step.startsWith("ENV "))).toMatch(
      new RegExp(`\\sMALLOC_ARENA_MAX=${WORKER_MALLOC_ARENAS}(\\s|$)`, "u"),
    );
    // …and resvg's allocator keeps a raster's freed pixmaps for the next (cluster.ts).
    expect(steps.find((step) => step.startsWith("ENV "))).toMatch(
      new RegExp(`\\sMIMALLOC_PURGE_DELAY=${WORKER_MIMALLOC_PURGE_DELAY_MS}(\\s|$)`, "u"),
    );
    // The files the server reads at runtime besides the build: the docs site's sources.
    expect(steps).toEqual(expect.arrayContaining(["COPY docs ./docs", "COPY skills ./skills"]));
  });

  it("keeps dependencies, builds and secrets out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "dist", ".git", ".env"]));
  });
});

describe("deploy/kubernetes.yaml", () => {
  const documents = parseAllDocuments(read("deploy/kubernetes.yaml")).map((document) => {
    expect(document.errors).toEqual([]);
    return document.toJS() as Record<string, any>;
  });
  const ofKind = (kind: string) => documents.find((document) => document.kind === kind);

  it("is a Deployment, a Service and a HorizontalPodAutoscaler scaling that Deployment, and the export workers", () => {
    expect(documents.map((document) => document.kind)).toEqual([
      "Deployment",
      "Service",
      "HorizontalPodAutoscaler",
      "Deployment",
    ]);
    const deployment = ofKind("Deployment");
    expect(ofKind("HorizontalPodAutoscaler")?.spec.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment?.metadata.name,
    });
    expect(ofKind("Service")?.spec.selector).toEqual(deployment?.spec.selector.matchLabels);
  });

  it("probes readiness on /readyz and liveness on /healthz and runs one process per pod, not as root", () => {
    const pod = ofKind("Deployment")?.spec.template.spec;
    const [container] = pod.containers;
    expect(container.readinessProbe.httpGet.path).toBe("/readyz");
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(container.ports.map((port: { name: string }) => port.name)).toContain(probe.httpGet.port);
    }
    const env = Object.fromEntries(
      container.env.map((variable: { name: string; value: string }) => [variable.name, variable.value]),
    );
    expect(env.WEB_CONCURRENCY).toBe("1");
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    // The kubelet must wait out the server's drain before it kills the pod.
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(env.MARQUE_SHUTDOWN_GRACE_MS));
  });

  it("gives its one server process the memory a worker is budgeted, and asks for what valid traffic holds", () => {
    const [container] = ofKind("Deployment")?.spec.template.spec.containers ?? [];
    const mebibytes = (quantity: string) => Number(/^(\d+)Mi$/u.exec(quantity)?.[1]);
    expect(mebibytes(container.resources.limits.memory)).toBe(WORKER_MEMORY_BUDGET_MB);
    // A worker under the soak held ~235–260 MB on Node 24: the request must not be below it.
    expect(mebibytes(container.resources.requests.memory)).toBeGreaterThanOrEqual(288);
  });

  it("runs `marque worker` pods on the API's Redis, from the image with Chromium, no Service routing to them", () => {
    const [api, , , workers] = documents as [Record<string, any>, unknown, unknown, Record<string, any>];
    const redisOf = (deployment: Record<string, any>) =>
      deployment.spec.template.spec.containers[0].env.find(
        (variable: { name: string }) => variable.name === "MARQUE_REDIS_URL",
      )?.valueFrom;
    expect(redisOf(workers)).toEqual(redisOf(api));
    expect(redisOf(api)?.secretKeyRef).toBeDefined();
    const [container] = workers.spec.template.spec.containers;
    expect(container.command).toEqual(["node", "dist/src/cli/main.js", "worker"]);
    expect(container.image).toMatch(/marque-exporter/u);
    expect(workers.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(ofKind("Service")?.spec.selector).not.toEqual(workers.spec.selector.matchLabels);
    // The image's variant with Chromium is a build argument of the one Dockerfile.
    expect(read("Dockerfile")).toMatch(
      /if \[ -n "\$CHROMIUM" \]; then[\s\S]*apt-get install -y --no-install-recommends chromium/u,
    );
  });
});
