// drawComponentSheet: a Component library document + identity + fonts → one page showing every shown component
// group in every variant and state, drawn from the component tokens with its type outlined, and what the tokens
// changed from the identity to reach contrast. Pure: the same document, identity and fonts give the same bytes.
import {
  COMPONENT_EDGE_CONTRAST,
  COMPONENT_GROUP_TITLES,
  COMPONENT_TEXT_CONTRAST,
  type ComponentGroup,
  type ComponentLibraryDocument,
  shownGroups,
} from "../../contract/index.js";
import { type Child, createIdScope, el, namespaceOf, svgDocument } from "../../svg/index.js";
import type { DrawnDocument } from "../files/drawn-document.js";
import type { FontBook } from "../text/book.js";
import { GlyphSheet } from "../text/outline.js";
import { INNER, PAD, SCALE, SheetKit, W } from "./kit.js";
import { alertsSection, badgesSection, buttonsSection, cardsSection, inputsSection } from "./sections.js";
import { type ComponentIdentity, componentTokens } from "./tokens.js";

export { type ComponentSnippet, componentPage, componentSnippets, componentStylesheet } from "./snippets.js";
export { type ComponentTokens, type ContrastCheck, componentTokens } from "./tokens.js";

const NOTES: Readonly<Record<ComponentGroup, string>> = {
  buttons:
    "Four variants in five states; the focus ring is the keyboard's. Each label's contrast on its fill below it",
  inputs: "Label, field and help text; the error state names the problem, the disabled one still reads",
  badges: "Status at a glance: a tint of the tone, its text taken darker or lighter until it reads",
  cards: "The raised surface with its title, text, caption and link, and the tokens it uses",
  alerts: "Information and success as status, warning and error as alert; each on a tint of its tone",
};

/** Every string the sheet sets beside the document's labels (the Studio fetches their fallback faces). */
export function sheetTexts(identity: ComponentIdentity, doc: ComponentLibraryDocument): string[] {
  return [identity.name, ...Object.values(doc.labels), "≥ · —"];
}

/** The sheet's SVG, its size and its file name's stem. */
export function componentSheet(
  identity: ComponentIdentity,
  doc: ComponentLibraryDocument,
  fonts: FontBook,
): { svg: string; width: number; height: number } {
  const tokens = componentTokens(identity, doc);
  const ids = createIdScope(
    namespaceOf({ components: identity.slug, doc: { ...doc, identity: undefined } }, "components"),
  );
  const glyphs = new GlyphSheet(ids);
  const kit = new SheetKit(identity, tokens, fonts, glyphs);
  const muted = kit.hex("text-muted");
  const body: Child[] = [];
  body.push(
    kit.line(
      "Component library",
      PAD,
      PAD + 14,
      INNER,
      kit.style("body", 15, muted, { uppercase: true, tracking: 0.12 }),
    ),
    kit.line(identity.name, PAD, PAD + 74, INNER, kit.style("display", 56)),
    kit.line(
      `From the identity's colour and type tokens · ${doc.theme} theme · ${doc.density} · radius ${doc.radius} px · drawn at ${SCALE}×`,
      PAD,
      PAD + 114,
      INNER,
      kit.style("body", 19, muted),
    ),
  );
  let y = PAD + 160;
  for (const group of shownGroups(doc)) {
    y = kit.heading(COMPONENT_GROUP_TITLES[group], NOTES[group], y + 40, body);
    if (group === "buttons") y = buttonsSection(kit, doc, y, body);
    else if (group === "inputs") y = inputsSection(kit, doc, y, body);
    else if (group === "badges") y = badgesSection(kit, y, body);
    else if (group === "cards") y = cardsSection(kit, doc, y, body);
    else y = alertsSection(kit, doc, y, body);
  }

  // What the tokens promise, and what they changed from the identity to keep it.
  const lowest = tokens.checks
    .filter((check) => check.min === COMPONENT_TEXT_CONTRAST)
    .reduce((a, b) => (b.ratio < a.ratio ? b : a));
  y = kit.heading(
    "Contrast",
    `Every label reaches ${COMPONENT_TEXT_CONTRAST}:1 on its fill and every edge ${COMPONENT_EDGE_CONTRAST}:1 (WCAG 2 AA); the lowest label is ${lowest.subject.toLowerCase()} at ${lowest.ratio.toFixed(2)}:1`,
    y + 40,
    body,
  );
  const lines =
    tokens.notes.length > 0 ? tokens.notes : ["The identity's own colours reach every ratio unchanged."];
  for (const note of lines) {
    const set = kit.paragraph(note, PAD + 24, y, INNER - 24, 2, kit.style("body", 16));
    body.push(el("circle", { cx: PAD + 6, cy: y + 11, r: 4, fill: kit.hex("focus-ring") }), set.markup);
    y = set.bottom + 14;
  }
  y += 36;
  body.push(el("rect", { x: PAD, y, width: INNER, height: 1, fill: kit.hex("border") }));
  body.push(
    kit.line(
      `Made by Marque from the identity of ${identity.name}. The HTML and CSS exports carry the same tokens as --marque-* custom properties.`,
      PAD,
      y + 34,
      INNER,
      kit.style("body", 14, muted),
    ),
  );
  const height = Math.ceil(y + 34 + PAD - 16);
  const svg = svgDocument(
    {
      width: W,
      height,
      title: `${identity.name} component library`,
      description: `Component sheet: ${shownGroups(doc).join(", ")} drawn from the identity's colour and type tokens, with contrast`,
      ids,
    },
    [el("defs", {}, glyphs.defs()), el("rect", { width: W, height, fill: kit.hex("surface") }), body],
  ).toString();
  return { svg, width: W, height };
}

/** The sheet as a one-page document for the file writers (PDF, SVG, PNG…). */
export function drawComponentSheet(
  identity: ComponentIdentity,
  doc: ComponentLibraryDocument,
  fonts: FontBook,
): DrawnDocument {
  const sheet = componentSheet(identity, doc, fonts);
  const title = `${identity.name} component library`;
  return {
    pages: [{ svg: sheet.svg, width: sheet.width, height: sheet.height, title: "Components" }],
    filename: `${identity.slug}-component-library`,
    title,
    author: identity.name,
  };
}
