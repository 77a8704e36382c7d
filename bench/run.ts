// npm run bench: HTTP throughput against the same server's trivial GET (http.ts), output sizes and raster times.
import { Resvg } from "@resvg/resvg-js";
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
import { decks } from "./decks.js";
import { exportFormats } from "./exports.js";
import { exportsHttp } from "./exports-http.js";
import { files } from "./files.js";
import { http } from "./http.js";
import { materials } from "./materials.js";
import { median } from "./median.js";
import { speed } from "./speed.js";
import { studio } from "./studio.js";
import { worldText } from "./world-text.js";

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
      ).svg.toString();
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

// BENCH_ONLY=http, files, decks, speed, raster, templates, world-text, materials, studio, exports or exports-http runs one part.
const only = process.env.BENCH_ONLY;
if (!only || only === "http") await http();
if (!only || only === "files") await files();
if (!only || only === "decks") await decks();
if (!only || only === "speed") await speed();
if (!only || only === "raster") raster();
if (!only || only === "templates") templates();
if (!only || only === "world-text") await worldText();
if (!only || only === "materials") await materials();
if (!only || only === "studio") await studio();
if (!only || only === "exports") await exportFormats();
if (!only || only === "exports-http") await exportsHttp();
