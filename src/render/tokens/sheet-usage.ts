// The swatch sheet's "In use" panel: the semantic tokens on a small interface — a card on the raised surface
// with text, a primary and a focused secondary action, a link and a badge; success and error alerts; and the
// inverse surface — so a designer judges the palette as people will meet it, not only as chips.
import { type Child, el, fmt } from "../../svg/index.js";
import type { SheetKit } from "./sheet.js";

interface Area {
  x: number;
  y: number;
  width: number;
}

/** A pill with a one-line label: a button, a badge. */
function pill(
  kit: SheetKit,
  box: { x: number; y: number; width: number; height: number },
  fill: string,
  label: string,
  ink: string,
  stroke?: string,
): Child[] {
  return [
    el("rect", { ...box, rx: box.height / 2, fill, stroke, "stroke-width": stroke ? 1.5 : undefined }),
    kit.text.line(
      label,
      box.x + box.width / 2,
      box.y + box.height / 2 + 6,
      box.width - 24,
      kit.style("body", 16, ink, { align: "middle" }),
    ),
  ];
}

/** Draws the panel in `area`; answers where it ends. */
export function usagePanel(kit: SheetKit, area: Area, out: Child[]): number {
  const { hex } = kit;
  const height = 300;
  const cardWidth = area.width * 0.5 - 12;
  const { x, y } = area;
  // The card.
  out.push(
    el("rect", {
      x,
      y,
      width: fmt(cardWidth),
      height,
      rx: 16,
      fill: hex("surface.raised"),
      stroke: hex("border.default"),
    }),
  );
  out.push(kit.text.line(kit.identity.name, x + 32, y + 56, cardWidth - 64, kit.style("display", 28)));
  out.push(
    kit.text.line(
      "Body text in the ink on the raised surface.",
      x + 32,
      y + 92,
      cardWidth - 64,
      kit.style("body", 17),
    ),
  );
  out.push(
    kit.text.line(
      "Muted text for captions and metadata.",
      x + 32,
      y + 120,
      cardWidth - 64,
      kit.style("body", 15, hex("text.muted")),
    ),
  );
  out.push(
    ...pill(
      kit,
      { x: x + 32, y: y + 156, width: 176, height: 48 },
      hex("accent.default"),
      "Primary action",
      hex("text.on-accent"),
    ),
  );
  // The secondary action shows the focus ring, offset as browsers draw :focus-visible.
  const secondary = { x: x + 228, y: y + 156, width: 150, height: 48 };
  out.push(
    el("rect", {
      x: secondary.x - 4,
      y: secondary.y - 4,
      width: secondary.width + 8,
      height: secondary.height + 8,
      rx: 28,
      fill: "none",
      stroke: hex("focus.ring"),
      "stroke-width": 2.5,
    }),
    ...pill(kit, secondary, hex("surface.default"), "Focused", hex("text.default"), hex("border.strong")),
  );
  out.push(
    ...pill(
      kit,
      { x: x + 398, y: y + 164, width: 112, height: 32 },
      hex("accent.subtle"),
      "Selected",
      hex("text.default"),
    ),
  );
  out.push(
    el("rect", { x: x + 32, y: y + 232, width: fmt(cardWidth - 64), height: 1, fill: hex("border.default") }),
  );
  out.push(
    kit.text.line(
      "A link in the accent",
      x + 32,
      y + 268,
      cardWidth - 64,
      kit.style("body", 16, hex("accent.default")),
    ),
  );
  out.push(
    el("rect", {
      x: x + 32,
      y: y + 273,
      width: fmt(kit.text.width("A link in the accent", kit.style("body", 16))),
      height: 1.5,
      fill: hex("accent.default"),
    }),
  );

  // The states and the inverse surface.
  const right = x + cardWidth + 24;
  const rightWidth = area.width - cardWidth - 24;
  const alert = (top: number, ground: string, ink: string, title: string, note: string) => {
    out.push(
      el("rect", { x: fmt(right), y: top, width: fmt(rightWidth), height: 84, rx: 14, fill: hex(ground) }),
    );
    out.push(kit.text.line(title, right + 28, top + 36, rightWidth - 56, kit.style("body", 18, hex(ink))));
    out.push(kit.text.line(note, right + 28, top + 62, rightWidth - 56, kit.style("body", 15, hex(ink))));
  };
  alert(y, "state.positive", "state.on-positive", "Saved", "Every change is kept (state.positive)");
  alert(
    y + 100,
    "state.negative",
    "state.on-negative",
    "Could not save",
    "Check the connection and try again (state.negative)",
  );
  const inverseTop = y + 200;
  out.push(
    el("rect", {
      x: fmt(right),
      y: inverseTop,
      width: fmt(rightWidth),
      height: 100,
      rx: 14,
      fill: hex("surface.inverse"),
    }),
  );
  out.push(
    kit.text.line(
      "On the inverse surface",
      right + 28,
      inverseTop + 40,
      rightWidth - 56,
      kit.style("body", 18, hex("text.inverse")),
    ),
  );
  const stops = kit.palette.semantic.filter((token) => token.path[0] === "brand");
  stops.forEach((token, i) => {
    out.push(
      el("rect", {
        x: fmt(right + 28 + i * 52),
        y: inverseTop + 56,
        width: 44,
        height: 24,
        rx: 6,
        fill: token.hex,
      }),
    );
  });
  out.push(
    kit.text.line(
      "the brand gradient",
      right + 40 + stops.length * 52,
      inverseTop + 74,
      rightWidth - 80 - stops.length * 52,
      kit.style("body", 15, hex("text.inverse")),
    ),
  );
  return y + height;
}
