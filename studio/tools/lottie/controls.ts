// The Lottie tool's inspector: the file, each colour the animation paints with (mapped one by one or all at once
// to the identity's palette), the frames kept and the speed, and the GIF and MP4's size, rate and background.
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  LOTTIE_EXPORT_BACKGROUNDS,
  LOTTIE_EXPORT_FPS,
  LOTTIE_EXPORT_WIDTH,
  LOTTIE_MAX_RECOLOURS,
  LOTTIE_SPEED,
  type LottieDocument,
} from "../../../src/contract/index.js";
import { lottieColours, paletteMapping, sourceAnimation } from "../../../src/render/lottie/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { identitySwatches } from "../identity-swatches.js";
import { importLottie, LOTTIE_FILE_ACCEPT } from "./document.js";

export interface LottieControlHost {
  doc(): LottieDocument;
  identity(): ResolvedIdentity;
  apply(doc: LottieDocument): Promise<unknown>;
  notify(message: string): void;
}

const BACKGROUND_LABELS: Readonly<Record<(typeof LOTTIE_EXPORT_BACKGROUNDS)[number], string>> = {
  paper: "The identity's paper",
  ink: "The identity's ink",
  white: "White",
  black: "Black",
};

/** The document with its trim set to `start`–`end`, left out when that is the whole timeline. */
function trimmed(doc: LottieDocument, ip: number, op: number, start: number, end: number): LottieDocument {
  const { trim: _trim, ...rest } = doc;
  return start <= ip && end >= op ? rest : { ...rest, trim: { start, end } };
}

export function lottieControls(host: LottieControlHost): Control[] {
  const doc = host.doc();
  const identity = host.identity();
  const source = sourceAnimation(doc, identity);
  const { ip, op } = source;
  const found = lottieColours(source).slice(0, LOTTIE_MAX_RECOLOURS);
  const mapped = new Map(doc.recolour.map(({ from, to }) => [from.toUpperCase(), to]));
  const swatches = identitySwatches(identity);
  const start = doc.trim?.start ?? ip;
  const end = doc.trim?.end ?? op;
  const frames = (n: number) => `${n} frame${n === 1 ? "" : "s"}`;

  const file: Control = {
    label: "Lottie file",
    kind: "file",
    value: doc.name ?? "",
    accept: LOTTIE_FILE_ACCEPT,
    enabled: true,
    section: "Animation",
    path: "animation",
    hint: `${doc.animation ? (doc.name ?? "Imported") : `${identity.name}'s sample loop`}: ${source.w}×${source.h}, ${frames(op - ip)} at ${source.fr} fps. Import Lottie JSON or .lottie (at most 4 MB; images embedded, no expressions).`,
    async commit(value) {
      if (!(value instanceof Blob))
        throw StudioError.of("invalid_request", "Lottie file takes a File", "value");
      const { animation, name } = await importLottie(value);
      const { trim: _trim, ...rest } = host.doc();
      await host.apply({ ...rest, animation, name, recolour: [] });
      host.notify(`${name} imported: ${lottieColours(animation).length} colours found.`);
    },
  };
  const sample: Control[] = doc.animation
    ? [
        {
          label: "Use the sample loop",
          kind: "button",
          value: undefined,
          enabled: true,
          section: "Animation",
          run: async () => {
            const { animation: _a, name: _n, trim: _t, ...rest } = host.doc();
            await host.apply({ ...rest, recolour: [] });
          },
        },
      ]
    : [];

  const colours: Control[] = found.map(({ hex, uses }) => ({
    label: `Colour ${hex}`,
    kind: "color",
    value: mapped.get(hex) ?? hex,
    defaulted: !mapped.has(hex),
    swatches,
    enabled: true,
    section: "Colours",
    path: "recolour",
    hint: `painted in ${uses} place${uses === 1 ? "" : "s"}${mapped.has(hex) ? `; was ${hex}` : ""}`,
    async commit(value) {
      const to = String(value).toUpperCase();
      const current = host.doc();
      const recolour = current.recolour.filter((entry) => entry.from.toUpperCase() !== hex);
      if (to !== hex) recolour.push({ from: hex, to });
      await host.apply({ ...current, recolour });
    },
  }));
  const colourActions: Control[] = [
    {
      label: "Map colours to the palette",
      kind: "button",
      value: undefined,
      enabled: found.length > 0,
      section: "Colours",
      hint: "each colour becomes the nearest of the identity's, keeping distinct colours apart",
      run: async () => {
        const palette = swatches.map((swatch) => swatch.value);
        const mapping = paletteMapping(
          found.map((colour) => colour.hex),
          palette,
        );
        const recolour = [...mapping].filter(([from, to]) => from !== to).map(([from, to]) => ({ from, to }));
        await host.apply({ ...host.doc(), recolour });
      },
    },
    {
      label: "Keep the original colours",
      kind: "button",
      value: undefined,
      enabled: doc.recolour.length > 0,
      reason: "no colour is mapped",
      section: "Colours",
      run: async () => {
        await host.apply({ ...host.doc(), recolour: [] });
      },
    },
  ];

  const number = (
    label: string,
    path: string,
    value: number,
    bounds: { min: number; max: number; step: number },
    section: string,
    apply: (value: number) => LottieDocument,
    hint?: string,
  ): Control => ({
    label,
    kind: "number",
    value,
    ...bounds,
    enabled: true,
    section,
    path,
    ...(hint ? { hint } : {}),
    async commit(next) {
      await host.apply(apply(Number(next)));
    },
  });
  const timing = [
    number(
      "Trim start",
      "trim.start",
      start,
      { min: ip, max: op - 1, step: 1 },
      "Timing",
      (value) => trimmed(host.doc(), ip, op, value, Math.max(value + 1, end)),
      `the first frame kept (${ip}–${op - 1})`,
    ),
    number(
      "Trim end",
      "trim.end",
      end,
      { min: ip + 1, max: op, step: 1 },
      "Timing",
      (value) => trimmed(host.doc(), ip, op, Math.min(start, value - 1), value),
      `the frame after the last kept (up to ${op})`,
    ),
    number(
      "Speed",
      "speed",
      doc.speed,
      { min: LOTTIE_SPEED.min, max: LOTTIE_SPEED.max, step: 0.05 },
      "Timing",
      (value) => ({ ...host.doc(), speed: value }),
      "2 plays twice as fast; every frame is kept",
    ),
  ];
  const exportControls: Control[] = [
    number(
      "Export width",
      "export.width",
      doc.export.width,
      { min: LOTTIE_EXPORT_WIDTH.min, max: LOTTIE_EXPORT_WIDTH.max, step: 2 },
      "Export",
      (value) => ({ ...host.doc(), export: { ...host.doc().export, width: value } }),
      "GIF and MP4 width in pixels; the height follows the animation",
    ),
    number(
      "Frames per second",
      "export.fps",
      doc.export.fps,
      { min: LOTTIE_EXPORT_FPS.min, max: LOTTIE_EXPORT_FPS.max, step: 1 },
      "Export",
      (value) => ({ ...host.doc(), export: { ...host.doc().export, fps: value } }),
    ),
    {
      label: "Background",
      kind: "select",
      value: doc.export.background,
      options: LOTTIE_EXPORT_BACKGROUNDS,
      optionLabels: BACKGROUND_LABELS,
      enabled: true,
      section: "Export",
      path: "export.background",
      hint: "what shows through transparent pixels in GIF and MP4 frames",
      async commit(value) {
        const current = host.doc();
        await host.apply({
          ...current,
          export: { ...current.export, background: value as LottieDocument["export"]["background"] },
        });
      },
    },
  ];
  return [file, ...sample, ...colours, ...colourActions, ...timing, ...exportControls];
}
