// The component sheet's groups, each drawn from the component tokens at SCALE: buttons in every variant and
// state, inputs in theirs, badges, a card and alerts, each label with the contrast it reaches on its fill.

import { contrastRatio } from "../../color/contrast.js";
import {
  ALERT_TONES,
  BADGE_TONES,
  BUTTON_STATES,
  BUTTON_VARIANTS,
  type ButtonState,
  type ComponentLibraryDocument,
  INPUT_STATES,
} from "../../contract/index.js";
import { type Child, el, fmt } from "../../svg/index.js";
import { GAP, INNER, PAD, SCALE, type SheetKit } from "./kit.js";
import { ALERT_TITLES } from "./snippets.js";

const cap = (word: string) => `${word[0]?.toUpperCase() ?? ""}${word.slice(1)}`;

/** The token name of a button's paint in `state` (focus is drawn in the default paint, with the ring). */
const buttonToken = (variant: string, state: ButtonState, part: "bg" | "fg" | "border") =>
  state === "default" || state === "focus"
    ? `button-${variant}-${part}`
    : `button-${variant}-${state}-${part}`;

const ratio = (kit: SheetKit, fg: string, bg: string) => contrastRatio(kit.hex(fg), kit.hex(bg));

export function buttonsSection(
  kit: SheetKit,
  doc: ComponentLibraryDocument,
  y: number,
  out: Child[],
): number {
  const { height, padding, size } = kit.tokens.metrics;
  const labelWidth = 190;
  const column = (INNER - labelWidth) / BUTTON_STATES.length;
  const h = height * SCALE;
  const radius = kit.tokens.radius * SCALE;
  const label = kit.style("body", size * SCALE);
  BUTTON_STATES.forEach((state, i) => {
    out.push(kit.caption(state, PAD + labelWidth + i * column, y + 14, column - 16));
  });
  const rowHeight = h + 58;
  let top = y + 40;
  for (const variant of BUTTON_VARIANTS) {
    out.push(kit.line(cap(variant), PAD, top + h / 2 + 7, labelWidth - 16, kit.style("body", 19)));
    BUTTON_STATES.forEach((state, i) => {
      const actionText = doc.labels.action;
      const textWidth = kit.width(actionText, label);
      const width = Math.min(column - 24, textWidth + 2 * padding * SCALE);
      const box = { x: PAD + labelWidth + i * column, y: top, width, height: h };
      const fg = buttonToken(variant, state, "fg");
      const bg = buttonToken(variant, state, "bg");
      if (state === "focus") out.push(kit.ring(box, radius));
      out.push(kit.box(box, kit.hex(bg), radius, kit.hex(buttonToken(variant, state, "border"))));
      out.push(
        kit.line(
          actionText,
          box.x + width / 2,
          box.y + h / 2 + size * SCALE * 0.36,
          width - 2 * padding * SCALE + 2,
          { ...label, fill: kit.hex(fg), align: "middle" },
        ),
      );
      out.push(kit.figure(ratio(kit, fg, bg), box.x, top + h + 30, column - 24));
    });
    top += rowHeight;
  }
  return top - 20;
}

export function inputsSection(kit: SheetKit, doc: ComponentLibraryDocument, y: number, out: Child[]): number {
  const { height, padding, size } = kit.tokens.metrics;
  const { labels } = doc;
  const column = (INNER - (INPUT_STATES.length - 1) * GAP) / INPUT_STATES.length;
  const h = height * SCALE;
  const radius = kit.tokens.radius * SCALE;
  INPUT_STATES.forEach((state, i) => {
    const x = PAD + i * (column + GAP);
    out.push(kit.caption(state, x, y + 14, column));
    const disabled = state === "disabled";
    out.push(
      kit.line(labels.field, x, y + 56, column, kit.style("body", size * SCALE, kit.hex("input-label"))),
    );
    const box = { x, y: y + 74, width: column, height: h };
    const fill = kit.hex(disabled ? "input-disabled-bg" : "input-bg");
    const edge =
      state === "focus"
        ? "input-focus-border"
        : state === "error"
          ? "input-error-border"
          : disabled
            ? "input-disabled-border"
            : "input-border";
    if (state === "focus") out.push(kit.ring(box, radius));
    out.push(kit.box(box, fill, radius, kit.hex(edge)));
    const fg = disabled ? "input-disabled-fg" : "input-fg";
    out.push(
      kit.line(
        labels.value,
        x + padding * SCALE,
        box.y + h / 2 + size * SCALE * 0.36,
        column - 2 * padding * SCALE,
        kit.style("body", size * SCALE, kit.hex(fg)),
      ),
    );
    const note = state === "error" ? labels.error : labels.help;
    const noteFill = kit.hex(state === "error" ? "input-error-text" : "input-help");
    out.push(
      kit.paragraph(note, x, box.y + h + 10, column, 2, kit.style("body", 13 * SCALE, noteFill)).markup,
    );
    out.push(
      kit.figure(
        state === "error"
          ? ratio(kit, "input-error-text", "surface")
          : ratio(kit, fg, disabled ? "input-disabled-bg" : "input-bg"),
        x,
        box.y + h + 92,
        column,
      ),
    );
  });
  return y + 74 + h + 100;
}

export function badgesSection(kit: SheetKit, y: number, out: Child[]): number {
  const size = 12 * SCALE;
  const h = 24 * SCALE;
  let x = PAD;
  for (const tone of BADGE_TONES) {
    const style = kit.style("body", size, kit.hex(`badge-${tone}-fg`), { align: "middle" });
    const width = kit.width(cap(tone), style) + 20 * SCALE;
    out.push(
      el("rect", {
        x: fmt(x),
        y,
        width: fmt(width),
        height: h,
        rx: h / 2,
        fill: kit.hex(`badge-${tone}-bg`),
      }),
    );
    out.push(kit.line(cap(tone), x + width / 2, y + h / 2 + size * 0.36, width, style));
    out.push(
      kit.figure(
        ratio(kit, `badge-${tone}-fg`, `badge-${tone}-bg`),
        x + width / 2,
        y + h + 26,
        width + 40,
        "middle",
      ),
    );
    x += Math.max(width, 90) + 32;
  }
  return y + h + 40;
}

export function cardsSection(kit: SheetKit, doc: ComponentLibraryDocument, y: number, out: Child[]): number {
  const { labels } = doc;
  const width = 620;
  const radius = kit.tokens.radius * 1.5 * SCALE;
  const inner = width - 2 * 24 * SCALE;
  const x = PAD;
  const left = x + 24 * SCALE;
  const parts: Child[] = [];
  parts.push(
    kit.line(
      labels.cardTitle,
      left,
      y + 24 * SCALE + 28,
      inner,
      kit.style("display", 22 * SCALE, kit.hex("card-fg")),
    ),
  );
  const body = kit.paragraph(
    labels.cardBody,
    left,
    y + 24 * SCALE + 48,
    inner,
    4,
    kit.style("body", 16 * SCALE * 0.8 + 4, kit.hex("card-fg")),
  );
  parts.push(body.markup);
  const meta = body.bottom + 36;
  parts.push(
    kit.line("Updated today", left, meta, inner, kit.style("body", 13 * SCALE, kit.hex("card-muted"))),
  );
  const link = meta + 40;
  const linkStyle = kit.style("body", 16 * SCALE * 0.8 + 4, kit.hex("card-link"));
  parts.push(kit.line(labels.action, left, link, inner, linkStyle));
  parts.push(
    el("rect", {
      x: left,
      y: link + 5,
      width: fmt(Math.min(inner, kit.width(labels.action, linkStyle))),
      height: 1.5,
      fill: kit.hex("card-link"),
    }),
  );
  const height = link + 24 * SCALE - y;
  out.push(kit.box({ x, y, width, height }, kit.hex("card-bg"), radius, kit.hex("card-border")), ...parts);

  // The card's tokens beside it: what a developer copies.
  const listX = x + width + 48;
  const listWidth = INNER - width - 48;
  const names = [...kit.tokens.values.keys()].filter((name) => name.startsWith("card-"));
  names.forEach((name, i) => {
    const top = y + 8 + i * 44;
    out.push(kit.box({ x: listX, y: top, width: 32, height: 32 }, kit.hex(name), 6, kit.hex("border"), 1));
    out.push(kit.line(`--marque-${name}`, listX + 48, top + 15, listWidth - 200, kit.style("mono", 14)));
    out.push(
      kit.line(
        kit.hex(name),
        listX + 48,
        top + 33,
        listWidth - 200,
        kit.style("mono", 12, kit.hex("text-muted")),
      ),
    );
    if (name !== "card-bg" && name !== "card-border")
      out.push(
        kit.line(
          `${ratio(kit, name, "card-bg").toFixed(2)}:1 on card-bg`,
          listX + listWidth,
          top + 24,
          190,
          kit.style("mono", 13, kit.hex("text-muted"), { align: "end" }),
        ),
      );
  });
  return Math.max(y + height, y + 8 + names.length * 44);
}

export function alertsSection(kit: SheetKit, doc: ComponentLibraryDocument, y: number, out: Child[]): number {
  const width = (INNER - GAP) / 2;
  const radius = kit.tokens.radius * SCALE;
  const height = 104;
  ALERT_TONES.forEach((tone, i) => {
    const x = PAD + (i % 2) * (width + GAP);
    const top = y + Math.floor(i / 2) * (height + GAP);
    const fg = kit.hex(`alert-${tone}-fg`);
    const edge = kit.hex(`alert-${tone}-border`);
    // The edge as CSS draws a 1 px border with a 4 px leading side: the box in the edge's colour, the fill
    // inset within it.
    const side = 4 * SCALE;
    const rim = SCALE;
    out.push(
      kit.box({ x, y: top, width, height }, edge, radius),
      kit.box(
        { x: x + side, y: top + rim, width: width - side - rim, height: height - 2 * rim },
        kit.hex(`alert-${tone}-bg`),
        Math.max(0, radius - rim),
      ),
    );
    const textX = x + 16 * SCALE + 4;
    out.push(kit.line(ALERT_TITLES[tone], textX, top + 40, width - 140, kit.style("display", 20, fg)));
    out.push(kit.line(doc.labels.alert, textX, top + 74, width - 40 - 16 * SCALE, kit.style("body", 18, fg)));
    out.push(
      kit.line(
        `${ratio(kit, `alert-${tone}-fg`, `alert-${tone}-bg`).toFixed(2)}:1`,
        x + width - 20,
        top + 38,
        110,
        kit.style("mono", 13, fg, { align: "end" }),
      ),
    );
  });
  return y + 2 * height + GAP;
}
