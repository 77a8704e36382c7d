// The component sheet and snippets as a designer and a developer rely on them: every label reads on its fill
// (4.5:1) and every control edge on its ground (3:1) for every built-in identity in both themes, with what had
// to change said on the sheet; each shown group is drawn and a hidden one is not; the sheet is deterministic,
// strict XML with its type outlined; and the CSS custom properties of the snippets are the sheet's colours.
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { contrastRatio } from "../../src/color/contrast.js";
import {
  ALERT_TONES,
  BADGE_TONES,
  BUTTON_VARIANTS,
  COMPONENT_GROUP_TITLES,
  COMPONENT_GROUPS,
  COMPONENT_SHEET_FILES,
  type ComponentLibraryDocument,
  componentLibraryDocumentSchema,
  componentLibraryRequestSchema,
  IDENTITY_PRESETS,
  identitySchema,
} from "../../src/contract/index.js";
import {
  componentPage,
  componentSnippets,
  componentStylesheet,
  componentTokens,
  drawComponentSheet,
} from "../../src/render/components/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { expectStrictXml } from "../support/strict-xml.js";

const fonts = defaultFontBook();
const doc = (fields: Record<string, unknown> = {}): ComponentLibraryDocument =>
  componentLibraryDocumentSchema.parse({ kind: "component-library", ...fields });
const identity = (preset: string) => resolveIdentity(identitySchema.parse({ preset }));
const sheetOf = (preset: string, fields: Record<string, unknown> = {}) => {
  const page = drawComponentSheet(identity(preset), doc({ identity: { preset }, ...fields }), fonts).pages[0];
  if (!page) throw new Error("no page");
  return page;
};

describe("component tokens", () => {
  it.each(["light", "dark"] as const)("keep every label at 4.5:1 and every edge at 3:1, %s", (theme) => {
    for (const preset of IDENTITY_PRESETS)
      for (const density of ["compact", "comfortable"] as const) {
        const tokens = componentTokens(identity(preset), { theme, density, radius: 8 });
        const hex = (name: string) => tokens.values.get(name) ?? "";
        for (const check of tokens.checks) {
          // Recomputed from the token values, not read from the check's own figure.
          const ratio = contrastRatio(hex(check.foreground), hex(check.background));
          expect(ratio, `${preset} ${theme}: ${check.subject}`).toBeGreaterThanOrEqual(check.min);
        }
        // Every label the components set is among the checks: each button in each painted state, each badge and
        // alert, the input's states.
        const pairs = new Set(tokens.checks.map((check) => `${check.foreground} on ${check.background}`));
        for (const variant of BUTTON_VARIANTS)
          for (const state of ["", "-hover", "-active", "-disabled"])
            expect(pairs).toContain(`button-${variant}${state}-fg on button-${variant}${state}-bg`);
        for (const tone of BADGE_TONES) expect(pairs).toContain(`badge-${tone}-fg on badge-${tone}-bg`);
        for (const tone of ALERT_TONES) expect(pairs).toContain(`alert-${tone}-fg on alert-${tone}-bg`);
        for (const label of [
          "input-fg on input-bg",
          "input-error-text on surface",
          "input-disabled-fg on input-disabled-bg",
        ])
          expect(pairs).toContain(label);
      }
  });

  it("say on the sheet where the identity's colour could not carry a label, and what replaced it", () => {
    // Marque's orange (#e2552b) carries its paper (#f4f2ec) at 3.37:1 only.
    const tokens = componentTokens(identity("starter"), {
      theme: "light",
      density: "comfortable",
      radius: 8,
    });
    const note = tokens.notes.find((line) => line.startsWith("Primary button label"));
    expect(note).toMatch(/#f4f2ec reaches 3\.37:1 on #e2552b, under 4\.5:1; #16161a is used/u);
    expect(tokens.values.get("button-primary-fg")).toBe("#16161a");
    const svg = sheetOf("starter").svg;
    expect(svg).toContain('aria-label="Contrast"');
    expect(svg).toContain(`aria-label="${note?.replace(/"/gu, "&quot;")}"`);
  });
});

describe("the component sheet", () => {
  it("draws each shown group and leaves out a hidden one", () => {
    for (const group of COMPONENT_GROUPS)
      expect(sheetOf("halden-rail").svg).toContain(`aria-label="${COMPONENT_GROUP_TITLES[group]}"`);
    const without = sheetOf("halden-rail", { components: { badges: false, alerts: false } }).svg;
    expect(without).not.toContain('aria-label="Badges"');
    expect(without).not.toContain('aria-label="Alerts"');
    expect(without).toContain('aria-label="Buttons"');
    expect(() => doc({ components: Object.fromEntries(COMPONENT_GROUPS.map((g) => [g, false])) })).toThrow(
      /at least one group/u,
    );
  });

  it("is the same bytes twice, strict XML, its type outlined, and draws every label's colour", () => {
    const fields = { theme: "dark", density: "compact", radius: 14, labels: { action: "Book a demo" } };
    const a = sheetOf("tessel-labs", fields);
    const b = sheetOf("tessel-labs", fields);
    expect(a.svg).toBe(b.svg);
    expectStrictXml(a.svg, "component sheet");
    expect(a.svg).not.toMatch(/<text[\s>]/u);
    expect(a.svg).toContain('aria-label="Book a demo"');
    const png = new Resvg(a.svg).render();
    expect([png.width, png.height]).toEqual([a.width, a.height]);
  });

  it("is one page for the file writers, named for the identity", () => {
    const drawn = drawComponentSheet(
      identity("fernway-press"),
      doc({ identity: { preset: "fernway-press" } }),
      fonts,
    );
    expect(drawn.pages).toHaveLength(COMPONENT_SHEET_FILES.maxPages);
    expect(drawn.filename).toBe("fernway-press-component-library");
    expect(componentLibraryRequestSchema.parse({}).kind).toBe("component-library");
  });
});

describe("the component snippets", () => {
  const fields = { identity: { preset: "marlow-health" }, theme: "light" } as const;
  const resolved = identity("marlow-health");
  const snippets = componentSnippets(resolved, doc(fields));

  it("declare as CSS custom properties exactly the colours the sheet draws", () => {
    const svg = sheetOf("marlow-health", fields).svg;
    const tokens = componentTokens(resolved, doc(fields));
    for (const snippet of snippets) {
      for (const [name, value] of Object.entries(snippet.tokens)) {
        expect(snippet.css).toContain(`  ${name}: ${value};`);
        expect(tokens.values.get(name.replace(/^--marque-/u, ""))).toBe(value);
      }
    }
    // The colours a button, badge and alert are painted in are the ones the CSS names.
    const css = componentStylesheet(resolved, doc(fields));
    for (const name of [
      "button-primary-bg",
      "button-primary-fg",
      "button-destructive-hover-bg",
      "badge-warning-fg",
      "alert-danger-bg",
      "input-error-border",
    ]) {
      const value = tokens.values.get(name) ?? "";
      expect(css).toContain(`--marque-${name}: ${value};`);
      expect(svg).toContain(`fill="${value}"`);
    }
  });

  it("are minimal accessible HTML: real buttons, labelled inputs, alerts as alerts", () => {
    const html = Object.fromEntries(snippets.map((snippet) => [snippet.group, snippet.html]));
    expect(html.buttons?.match(/<button class="mq-button mq-button--\w+" type="button"/gu)).toHaveLength(5);
    expect(html.buttons).toContain(" disabled>");
    for (const [, id] of html.inputs?.matchAll(/<input class="mq-input" id="([^"]+)"/gu) ?? [])
      expect(html.inputs).toContain(`<label class="mq-field__label" for="${id}">`);
    expect(html.inputs).toContain('aria-invalid="true"');
    expect(html.alerts?.match(/role="alert"/gu)).toHaveLength(2);
    expect(html.alerts?.match(/role="status"/gu)).toHaveLength(2);
    // Every element opened is closed (void <input> aside).
    for (const snippet of snippets) {
      const opened = [...snippet.html.matchAll(/<([a-z0-9]+)[\s>]/gu)]
        .map((m) => m[1])
        .filter((t) => t !== "input");
      const closed = [...snippet.html.matchAll(/<\/([a-z0-9]+)>/gu)].map((m) => m[1]);
      expect(closed.sort(), snippet.group).toEqual(opened.sort());
    }
  });

  it("escape the words a user types, and are the same strings twice", () => {
    const risky = doc({ labels: { alert: '<img src=x onerror="alert(1)">' } });
    const page = componentPage(resolved, risky);
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(componentPage(resolved, risky)).toBe(page);
  });
});
