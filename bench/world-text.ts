// World text: a Japanese, a Chinese and an Arabic slide beside the Latin one — render time once their fonts
// are loaded, for text the shaping cache has not seen (each run numbers its lines anew, so no line or prefix
// repeats across runs) and for the same text again, and SVG bytes. Targets: within 3× the Latin slide's time,
// SVG ≤ 60 KB.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolveIdentity } from "../src/catalog/identities/index.js";
import { templateRequestSchema } from "../src/contract/index.js";
import { renderTemplate } from "../src/render/template/index.js";
import { createFontBook } from "../src/render/text/index.js";
import { median } from "./median.js";

const require = createRequire(import.meta.url);
const read = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));

const SLIDES = {
  Latin: {
    title: "Every train arrives on time on every line of the network",
    body: "09:30 Welcome — Chair\nNetwork performance\nFleet renewal — Electric trains arriving in spring\nBudget 2027\nQuestions",
  },
  Japanese: {
    title: "すべての列車が、すべての路線で時間どおりに到着します。",
    body: "09:30 開会 — 議長\nネットワークの運行実績\n車両の更新 — 春に電車が到着\n2027年度予算\n質疑応答",
  },
  Chinese: {
    title: "每一趟列车都准时到达每一条线路，乘客不再等待。",
    body: "09:30 欢迎 — 主席\n网络运行表现\n车队更新 — 春季新电动列车\n2027 年预算\n问答",
  },
  Arabic: {
    title: "كل قطار يصل في موعده على كل خط من خطوط الشبكة",
    body: "09:30 الترحيب — الرئيس\nأداء الشبكة\nتجديد الأسطول — قطارات كهربائية في الربيع\nميزانية 2027\nأسئلة",
  },
} as const;

const LAYOUTS = ["title", "agenda"] as const;
const RUNS = 15;

/** Prints a table: per script and layout, SVG KB, render ms for new and for repeated text, and × Latin. */
export async function worldText(): Promise<void> {
  const identity = resolveIdentity({ preset: "halden-rail" });
  const fonts = createFontBook(read);
  console.log("\nWorld text (halden-rail; fonts loaded; render ms median of 15)");
  console.log("| slide | SVG KB | new text ms | same text ms | × Latin |\n|---|---:|---:|---:|---:|");
  const latin = new Map<string, number>();
  let serial = 1000;
  for (const slideLayout of LAYOUTS) {
    for (const [script, text] of Object.entries(SLIDES)) {
      const requestOf = (run?: number) => {
        const number = (line: string) => (run === undefined ? line : `${run} ${line}`);
        return templateRequestSchema.parse({
          kind: "template",
          template: "slides",
          slideLayout,
          title: number(text.title),
          body: text.body.split("\n").map(number).join("\n"),
        });
      };
      const time = (next: () => ReturnType<typeof requestOf>) => {
        renderTemplate(requestOf(), identity, undefined, fonts); // loads the fonts this text needs
        const runs: number[] = [];
        let svg = "";
        for (let i = 0; i < RUNS; i++) {
          const request = next();
          const t0 = performance.now();
          svg = String(renderTemplate(request, identity, undefined, fonts).svg);
          runs.push(performance.now() - t0);
        }
        return { ms: median(runs), svg };
      };
      const fresh = time(() => requestOf(serial++));
      const same = time(() => requestOf());
      if (script === "Latin") latin.set(slideLayout, fresh.ms);
      const ratio = fresh.ms / (latin.get(slideLayout) ?? fresh.ms);
      console.log(
        `| ${script} ${slideLayout} | ${(Buffer.byteLength(same.svg) / 1024).toFixed(1)} | ${fresh.ms.toFixed(1)} | ${same.ms.toFixed(1)} | ${ratio.toFixed(1)} |`,
      );
    }
  }
}
