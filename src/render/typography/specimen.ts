// The type specimen: the identity's three roles (face, weight, tracking, line height) with their alphabets,
// the type scale set at every step, and a line in every script Marque bundles. Pure: the same document and
// fonts give the same SVG bytes; all type is outlined from the bundled faces.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { mix, parseHex, toHex } from "../../color/rgb.js";
import {
  DISPLAY_FROM_STEP,
  TYPE_ROLE_NAMES,
  TYPE_ROLES,
  TYPE_SCALE_RATIOS,
  TYPE_SPECIMEN_WIDTH,
  TYPE_STEPS_ABOVE,
  type TypographyDocument,
} from "../../contract/index.js";
import { type Child, createIdScope, el, namespaceOf, svgDocument } from "../../svg/index.js";
import type { FontBook } from "../text/book.js";
import { GlyphSheet } from "../text/outline.js";
import { SUPPORTED_SCRIPTS } from "../text/registry.js";
import { type LabelStyle, SheetText } from "../text/sheet-lines.js";
import { roleFace, typeScale } from "./scale.js";

export type SpecimenIdentity = Pick<ResolvedIdentity, "name" | "slug" | "colors" | "typography">;

export interface Specimen {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly filename: string;
}

const W = TYPE_SPECIMEN_WIDTH;
const PAD = 72;
const INNER = W - 2 * PAD;

/** The texts a specimen sets beyond the document's own (the browser fetches the fallback files they need). */
export const SPECIMEN_TEXTS: readonly string[] = SUPPORTED_SCRIPTS.map((script) => script.sample);

/**
 * The specimen of `doc`. `scripts: false` is the Studio's first paint, before the mono face and the scripts'
 * fallback files are fetched and parsed: the mono role's glyphs and the scripts section say they are loading;
 * exports always draw everything.
 */
export function renderSpecimen(
  identity: SpecimenIdentity,
  doc: TypographyDocument,
  fonts: FontBook,
  scripts = true,
): Specimen {
  const ids = createIdScope(
    namespaceOf({ specimen: identity.slug, doc: { ...doc, identity: undefined } }, "type"),
  );
  const glyphs = new GlyphSheet(ids);
  const text = new SheetText(fonts, glyphs);
  const { ink, paper } = identity.colors;
  const muted = identity.colors.semantic.muted;
  const line = mixLine(paper, ink);
  const style = (
    role: (typeof TYPE_ROLES)[number],
    size: number,
    fill = ink,
    extra: Partial<LabelStyle> = {},
  ): LabelStyle => ({
    role: roleFace(identity, doc, role),
    size,
    fill,
    tracking: doc.roles[role].tracking,
    lineHeight: doc.roles[role].lineHeight,
    ...extra,
  });
  const label = (size: number, fill = muted, extra: Partial<LabelStyle> = {}): LabelStyle => ({
    role: identity.typography.body,
    size,
    fill,
    ...extra,
  });
  const body: Child[] = [];
  const heading = (title: string, note: string, y: number) => {
    body.push(text.line(title, PAD, y + 30, INNER, style("display", 30)));
    body.push(text.line(note, PAD, y + 60, INNER, label(16)));
    body.push(el("rect", { x: PAD, y: y + 78, width: INNER, height: 1, fill: line }));
    return y + 110;
  };

  body.push(
    text.line("Typography", PAD, PAD + 14, INNER, label(15, muted, { uppercase: true, tracking: 0.12 })),
  );
  body.push(text.line(identity.name, PAD, PAD + 78, INNER, style("display", 64)));
  const ratio = TYPE_SCALE_RATIOS[doc.scale.ratio];
  body.push(
    text.line(
      `Three roles and a ${doc.scale.ratio.replace("-", " ")} scale (ratio ${ratio}) from ${doc.scale.base} px`,
      PAD,
      PAD + 120,
      INNER,
      label(19),
    ),
  );

  // Roles: three columns, each its face, the settings and its alphabet.
  let y = heading("Roles", "Each role's face, weight, tracking and line height", PAD + 170);
  const column = (INNER - 2 * 32) / 3;
  TYPE_ROLES.forEach((role, i) => {
    const x = PAD + i * (column + 32);
    const face = roleFace(identity, doc, role);
    const settings = doc.roles[role];
    body.push(
      el("rect", {
        x,
        y,
        width: column,
        height: 300,
        rx: 14,
        fill: mixLine(paper, ink, 0.035),
        stroke: line,
      }),
    );
    body.push(
      text.line(
        TYPE_ROLE_NAMES[role],
        x + 28,
        y + 40,
        column - 56,
        label(15, muted, { uppercase: true, tracking: 0.1 }),
      ),
    );
    const drawn = scripts || role !== "mono";
    if (drawn)
      body.push(text.line("Aa Gg", x + 28, y + 140, column - 56, style(role, 92, ink, { exact: true })));
    else body.push(text.line("Loading the face", x + 28, y + 120, column - 56, label(18)));
    body.push(text.line(`${face.family} ${face.weight}`, x + 28, y + 196, column - 56, label(20, ink)));
    body.push(
      text.line(
        `tracking ${settings.tracking} em, line height ${settings.lineHeight}`,
        x + 28,
        y + 224,
        column - 56,
        label(15),
      ),
    );
    body.push(text.line("ABCDEFGHIJKLMNOPQRSTUVWXYZ", x + 28, y + 254, column - 56, style(role, 17, ink)));
    body.push(
      text.line("abcdefghijklmnopqrstuvwxyz 0123456789", x + 28, y + 280, column - 56, style(role, 17, ink)),
    );
  });
  y += 300;

  // The scale: each step's name, size and role, then the sample at that size.
  y = heading(
    "Scale",
    `Each step is the one below times ${ratio}; set in the display role from ${TYPE_STEPS_ABOVE[DISPLAY_FROM_STEP - 1]} up`,
    y + 48,
  );
  for (const step of typeScale(doc.scale)) {
    const settings = doc.roles[step.role];
    const rowHeight = Math.max(44, Math.ceil(step.size * Math.max(1.15, Math.min(settings.lineHeight, 1.4))));
    const baseline = y + Math.round(rowHeight * 0.78);
    body.push(text.line(step.name, PAD, baseline, 80, label(15, ink)));
    body.push(
      text.line(
        `${step.size} px, ${Math.round((step.size / 16) * 1000) / 1000} rem, ${TYPE_ROLE_NAMES[step.role].toLowerCase()}`,
        PAD + 80,
        baseline,
        240,
        label(13),
      ),
    );
    body.push(
      text.line(
        doc.specimen.sample,
        PAD + 340,
        baseline,
        INNER - 340,
        style(step.role, step.size, ink, { exact: true }),
      ),
    );
    y += rowHeight + 14;
  }

  // Every bundled script, in the specimen's role (fallback families where the face has no glyphs for it).
  const role = doc.specimen.role;
  y = heading(
    "Scripts",
    `Every script Marque sets, in the ${TYPE_ROLE_NAMES[role].toLowerCase()} role; faces without a script borrow the bundled Noto family`,
    y + 34,
  );
  const scriptColumn = (INNER - 40) / 2;
  const shown = scripts ? SUPPORTED_SCRIPTS : [];
  if (!scripts) body.push(text.line("Loading the faces of every script", PAD, y + 40, INNER, label(18)));
  shown.forEach((script, i) => {
    const x = PAD + (i % 2) * (scriptColumn + 40);
    const top = y + Math.floor(i / 2) * 92;
    body.push(text.line(script.script.replace(/:.*$/u, ""), x, top + 20, scriptColumn, label(14)));
    body.push(text.line(script.sample, x, top + 62, scriptColumn, style(role, 32, ink)));
  });
  y += Math.ceil(SUPPORTED_SCRIPTS.length / 2) * 92;

  body.push(el("rect", { x: PAD, y: y + 24, width: INNER, height: 1, fill: line }));
  body.push(
    text.line(
      `Made by Marque from the identity of ${identity.name}. The type scale is also a DTCG tokens file.`,
      PAD,
      y + 58,
      INNER,
      label(14),
    ),
  );
  const height = y + 58 + PAD - 16;
  const svg = svgDocument(
    {
      width: W,
      height,
      title: `${identity.name} typography`,
      description: "Type specimen: the display, text and mono roles, the type scale and every bundled script",
      ids,
    },
    [el("defs", {}, glyphs.defs()), el("rect", { width: W, height, fill: paper }), body],
  ).toString();
  return { svg, width: W, height, filename: `${identity.slug}-typography.svg` };
}

/** `b` mixed into `a` by `amount` in sRGB (hairlines and panels; exact tokens are the Colour tokens tool's). */
const mixLine = (a: string, b: string, amount = 0.16): string => toHex(mix(parseHex(a), parseHex(b), amount));
