// npm run bench: HTTP throughput and p99 against the same server's trivial GET, output sizes and raster times.
import { Resvg } from "@resvg/resvg-js";
import autocannon from "autocannon";
import { resolveIdentity } from "../src/catalog/identities/index.js";
import {
  BACKGROUND_STYLES,
  backgroundSettingsSchema,
  GRADIENT_KINDS,
  PATTERNS,
  SLIDE_LAYOUTS,
  SURFACE_MATERIALS,
  templateRequestSchema,
} from "../src/contract/index.js";
import { renderBackground } from "../src/render/background/index.js";
import { renderTemplate } from "../src/render/template/index.js";
import { defaultFontBook } from "../src/render/text/node-fonts.js";
import { startServerProcess } from "./server-process.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;

interface Load {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** Extra request headers (e.g. Accept-Encoding, as browsers and fetch send it). */
  headers?: Record<string, string>;
  /** Sends the ETag of a first response in If-None-Match, as a caching client does (answers are 304). */
  revalidate?: boolean;
  /** Makes every request's body distinct (the n-th request), so no response can come from the cache. */
  vary?: (n: number) => unknown;
}

const BROTLI = { "accept-encoding": "gzip, deflate, br" };

const BACKGROUND_1200 = {
  kind: "background",
  output: "raw",
  identity: { preset: "tessel-labs" },
  settings: { width: 1200, height: 630, style: "grain-gradient" },
};

const LOADS: Load[] = [
  // The first load is the baseline: the same server's trivial GET.
  { name: "GET /healthz (baseline)", method: "GET", path: "/healthz" },
  {
    name: "POST background 1200×630 raw (repeated body)",
    method: "POST",
    path: "/api/generate",
    body: BACKGROUND_1200,
  },
  {
    name: "POST background 1200×630 raw (every body distinct)",
    method: "POST",
    path: "/api/generate",
    body: BACKGROUND_1200,
    vary: (n) => ({
      ...BACKGROUND_1200,
      settings: { ...BACKGROUND_1200.settings, angle: (n % 7200) / 20 - 180 },
    }),
  },
  {
    name: "POST background dither 1200×630 raw",
    method: "POST",
    path: "/api/generate",
    body: {
      kind: "background",
      output: "raw",
      settings: { width: 1200, height: 630, style: "dither", pattern: "dots" },
    },
  },
  {
    name: "POST slide agenda raw",
    method: "POST",
    path: "/api/generate",
    body: {
      kind: "template",
      template: "slides",
      slideLayout: "agenda",
      output: "raw",
      identity: { preset: "halden-rail" },
      title: "Today's agenda",
      body: "09:30 Welcome — Chair\nNetwork performance\nFleet renewal — Electric trains arriving in spring\nBudget 2027\nQuestions",
    },
  },
  { name: "POST design-sequence", method: "POST", path: "/api/generate", body: { kind: "design-sequence" } },
  { name: "GET /api/generate (contract)", method: "GET", path: "/api/generate" },
  { name: "GET /api/agent (no compression)", method: "GET", path: "/api/agent" },
  { name: "GET /api/agent (Accept-Encoding: br)", method: "GET", path: "/api/agent", headers: BROTLI },
  { name: "GET /api/materials (no compression)", method: "GET", path: "/api/materials" },
  {
    name: "GET /api/materials (Accept-Encoding: br)",
    method: "GET",
    path: "/api/materials",
    headers: BROTLI,
  },
  {
    name: "GET /api/materials (revalidation: If-None-Match → 304)",
    method: "GET",
    path: "/api/materials",
    revalidate: true,
  },
];

async function measure(url: string, load: Load) {
  let sent = 0;
  // The ETag of the representation this load will ask for (ETags differ per content encoding).
  const etag = load.revalidate
    ? ((
        await fetch(`${url}${load.path}`, { headers: { "accept-encoding": "identity", ...load.headers } })
      ).headers.get("etag") ?? "")
    : undefined;
  const { vary } = load;
  const result = await autocannon({
    ...(vary
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(vary(sent++)) }) }] }
      : {}),
    url: `${url}${load.path}`,
    method: load.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: {
      ...(load.body ? { "content-type": "application/json" } : {}),
      ...(etag ? { "if-none-match": etag } : {}),
      ...load.headers,
    },
    ...(load.body ? { body: JSON.stringify(load.body) } : {}),
  });
  const unexpected = load.revalidate ? result["2xx"] + result["4xx"] + result["5xx"] : result.non2xx;
  if (unexpected > 0 || result.errors > 0)
    throw new Error(`${load.name}: ${unexpected} unexpected statuses, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function http() {
  const server = await startServerProcess();
  try {
    const [baselineLoad, ...loads] = LOADS;
    if (!baselineLoad) return;
    // The machine drifts: each load is measured right after its own baseline run, and compared with it.
    const rows = [];
    for (const load of loads) {
      const baseline = await measure(server.url, baselineLoad);
      rows.push({ load, baseline: baseline.rps, ...(await measure(server.url, load)) });
    }
    console.log(
      `\nHTTP (${CONNECTIONS} connections, ${DURATION_S} s each; ratio = req/s ÷ the baseline measured just before)`,
    );
    console.log(`| load | req/s | p99 ms | baseline req/s | ratio |\n|---|---:|---:|---:|---:|`);
    for (const row of rows) {
      console.log(
        `| ${row.load.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.baseline.toFixed(0)} | ${(row.rps / row.baseline).toFixed(2)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function raster() {
  const identity = resolveIdentity({ preset: "copperleaf-energy" });
  const variants = [
    ...BACKGROUND_STYLES.map((style) => ({ name: style, settings: { style } })),
    ...GRADIENT_KINDS.map((gradient) => ({ name: `gradient ${gradient}`, settings: { gradient } })),
    ...PATTERNS.map((pattern) => ({ name: `pattern ${pattern}`, settings: { style: "pattern", pattern } })),
    ...SURFACE_MATERIALS.map((surfaceMaterial) => ({
      name: `surface ${surfaceMaterial}`,
      settings: { surfaceMaterial },
    })),
    ...BACKGROUND_STYLES.map((style) => ({
      name: `${style} + brushed-metal + grid`,
      settings: { style, surfaceMaterial: "brushed-metal", pattern: "grid" },
    })),
    {
      name: "dither 2×2 dots",
      settings: { style: "dither", ditherMatrix: 2, ditherShape: "dots", spacing: 8 },
    },
    {
      name: "heaviest: grain-gradient + topographic + cork-composite + logo",
      settings: {
        style: "grain-gradient",
        pattern: "topographic",
        patternOpacity: 80,
        surfaceMaterial: "cork-composite",
      },
    },
    { name: "gradient + kerf-wood", settings: { style: "gradient", surfaceMaterial: "kerf-wood" } },
    {
      name: "gradient + perforated-metal",
      settings: { style: "gradient", surfaceMaterial: "perforated-metal" },
    },
  ];
  console.log("\nBackground at 4096×2929 (resvg-js, median of 3 renders)");
  console.log("| variant | SVG KB | render ms | raster ms |\n|---|---:|---:|---:|");
  for (const variant of variants) {
    const settings = backgroundSettingsSchema.parse({ width: 4096, height: 2929, ...variant.settings });
    const renders: number[] = [];
    const rasters: number[] = [];
    let svg = "";
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      svg = renderBackground(settings, identity);
      const t1 = performance.now();
      new Resvg(svg, { font: { loadSystemFonts: false } }).render();
      rasters.push(performance.now() - t1);
      renders.push(t1 - t0);
    }
    console.log(
      `| ${variant.name} | ${(Buffer.byteLength(svg) / 1024).toFixed(1)} | ${median(renders).toFixed(1)} | ${median(rasters).toFixed(0)} |`,
    );
  }
}

/** Every slide layout, the blog cover and the partnership graphic: render time, bytes, raster at 4096 wide. */
function templates() {
  const fonts = defaultFontBook();
  const identity = resolveIdentity({ preset: "halden-rail" });
  const requests = [
    ...SLIDE_LAYOUTS.map((slideLayout) => ({ template: "slides", slideLayout })),
    { template: "blog" },
    { template: "partnership", partnerId: "halden-rail.partner.vale-transit" },
  ];
  console.log("\nTemplates (halden-rail; render ms median of 5; raster at 4096 px wide, median of 3)");
  console.log("| template | SVG KB | render ms | raster ms |\n|---|---:|---:|---:|");
  for (const fields of requests) {
    const request = templateRequestSchema.parse({
      kind: "template",
      title: "Reliable rail for a growing region",
      body: "98.7% — On-time departures\n42 — New electric trains\n3.1M — Journeys this quarter",
      ...fields,
    });
    const partner = identity.proofAssets[0];
    const renders: number[] = [];
    let svg = "";
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      svg = renderTemplate(
        request,
        identity,
        "partnerId" in fields && partner ? { logo: partner.logo } : undefined,
        fonts,
      ).svg;
      renders.push(performance.now() - t0);
    }
    const rasters: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "width", value: 4096 } }).render();
      rasters.push(performance.now() - t0);
    }
    const name = "slideLayout" in fields ? `slides ${fields.slideLayout}` : fields.template;
    console.log(
      `| ${name} | ${(Buffer.byteLength(svg) / 1024).toFixed(1)} | ${median(renders).toFixed(1)} | ${median(rasters).toFixed(0)} |`,
    );
  }
}

// BENCH_ONLY=http, raster or templates runs one part.
const only = process.env.BENCH_ONLY;
if (!only || only === "http") await http();
if (!only || only === "raster") raster();
if (!only || only === "templates") templates();
