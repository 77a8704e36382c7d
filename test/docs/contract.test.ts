// The docs state what the contract and the catalogs say: every field, enum value, id, code, operation and
// rule appears on its page, because the tables are generated from them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ELEMENT_CATEGORIES, ELEMENTS } from "../../src/catalog/elements/index.js";
import { identitySummaries } from "../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { SURFACE_ASSETS } from "../../src/catalog/surfaces/index.js";
import {
  agentManifestSchema,
  BODY_GRAMMAR,
  type CappedLayout,
  DATA_POLICY,
  DISCOVERY_ORDER,
  ERROR_STATUS,
  fieldRules,
  GENERATE_KINDS,
  IDENTITY_PRESETS,
  IMAGE_DATA_URL_RULE,
  ISSUE_CODES,
  identitySchema,
  type JsonSchema,
  LAYOUT_ITEM_CAPS,
  MATERIAL_CONTROL_NAMES,
  MAX_ECHO_CHARACTERS,
  MAX_ERROR_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_IMAGE_BYTES_IN_BODY,
  materialsCatalogSchema,
  megabytes,
  RESOURCE_PATHS,
  SKILLS,
  SLIDE_LAYOUTS,
  STUDIO_API,
  TEMPLATE_CANVAS,
  TEMPLATE_WARNING_CODES,
  toRequestJsonSchema,
} from "../../src/contract/index.js";
import { BROWSER_RULES, DESIGN_EXPORT, HTTP_RULES } from "../../src/docs/blocks/index.js";
import { ERROR_FIELDS } from "../../src/docs/blocks/reference.js";
import { ENDPOINTS } from "../../src/docs/endpoints.js";
import { loadDocs } from "../../src/docs/load.js";
import { generationContract } from "../../src/generate/contract-document.js";
import { packageRoot } from "../../src/server/package-root.js";

const root = packageRoot();
const { site } = loadDocs(root);
const md = (path: string) => {
  const page = site.page(path);
  if (!page) throw new Error(`no page ${path}`);
  return page.markdown;
};

/** Every enum value anywhere in a JSON Schema. */
function enumValues(node: JsonSchema): unknown[] {
  const own = [...(node.enum ?? []), ...(node.const === undefined ? [] : [node.const])];
  const children = [
    ...Object.values(node.properties ?? {}),
    ...(node.items ? [node.items] : []),
    ...(node.oneOf ?? []),
    ...(node.anyOf ?? []),
  ];
  return [...own, ...children.flatMap(enumValues)];
}

describe("generation pages", () => {
  const pageOf = (kind: string) => md(`generate/${kind}`);

  it.each(GENERATE_KINDS)("%s lists every field of its request but the identity's", (kind) => {
    for (const rule of generationContract.kinds[kind].fields) {
      if (rule.field.startsWith("identity.")) continue;
      expect(pageOf(kind)).toContain(`| \`${rule.field}\` |`);
    }
  });

  it.each(GENERATE_KINDS)("%s states every enum value of its request", (kind) => {
    // The identity's enums are on the identities page, which every kind's table links to.
    const { identity: _, ...properties } = generationContract.kinds[kind].schema.properties ?? {};
    for (const value of enumValues({ properties })) {
      expect(pageOf(kind), String(value)).toContain(String(value));
    }
  });

  it("the template page shows every slide layout and how each layout reads body", () => {
    const page = pageOf("template");
    for (const layout of SLIDE_LAYOUTS) expect(page).toContain(`\`${layout}\``);
    for (const [layout, rule] of Object.entries(BODY_GRAMMAR)) {
      // A capped layout's cell goes on to say its cap (below).
      const end = layout in LAYOUT_ITEM_CAPS ? "." : " |";
      expect(page).toContain(`| \`${layout}\` | ${rule.replace(/\|/gu, "\\|")}${end}`);
    }
    for (const [layout, { max, items }] of Object.entries(LAYOUT_ITEM_CAPS)) {
      const rule = BODY_GRAMMAR[layout as CappedLayout].replace(/\|/gu, "\\|");
      expect(page).toContain(`| \`${layout}\` | ${rule}. Draws at most ${max} ${items};`);
    }
    for (const [name, { width, height }] of Object.entries(TEMPLATE_CANVAS)) {
      expect(page).toContain(`| \`${name}\` | ${width} | ${height} |`);
    }
    for (const code of TEMPLATE_WARNING_CODES) expect(page).toContain(`\`${code}\``);
  });

  it("the element-brief page lists every element and category", () => {
    const page = pageOf("element-brief");
    for (const element of ELEMENTS) expect(page).toContain(`| \`${element.id}\` |`);
    for (const category of ELEMENT_CATEGORIES) expect(page).toContain(`| \`${category}\` |`);
  });

  it("the overview names every kind and the response table covers every kind", () => {
    for (const kind of GENERATE_KINDS) {
      expect(md("generate")).toContain(`/docs/generate/${kind}`);
      expect(md("generate")).toMatch(new RegExp(`\\| \`${kind}\` \\| .* \\| 200 \\|`, "u"));
    }
  });
});

describe("reference pages", () => {
  it("errors lists every error code with its status, and every issue code", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS))
      expect(md("errors")).toContain(`| \`${code}\` | ${status} |`);
    for (const code of ISSUE_CODES) expect(md("errors")).toContain(`| \`${code}\` |`);
  });

  it("errors documents the bounds of an error body and every field outside the body", () => {
    const page = md("errors");
    expect(page).toContain("`omittedIssues`");
    expect(page).toContain(`at most ${MAX_ERROR_ISSUES} problems`);
    expect(page).toContain(`cut to ${MAX_ECHO_CHARACTERS} characters`);
    expect(page).toContain(`under ${MAX_ERROR_BODY_BYTES / 1024} KB`);
    for (const { field } of ERROR_FIELDS)
      expect(page).toContain(field.startsWith("(") ? field : `| \`${field}\` |`);
  });

  it("states every bound a field has, minimum lengths included", () => {
    const rule = (kind: (typeof GENERATE_KINDS)[number], field: string) =>
      generationContract.kinds[kind].fields.find((r) => r.field === field)?.rule;
    expect(rule("design-sequence", "effect(ascii).characters")).toMatch(/^string, 2 to 32 characters/u);
    expect(rule("design-sequence", "texts[].value")).toMatch(/^non-empty string, at most 280 characters/u);
    expect(md("generate/design-sequence")).toContain(
      "| `effect(ascii).characters` | no | string, 2 to 32 characters;",
    );
  });

  it("gives every image field the data-URL rules, with the size a body can really carry", () => {
    expect(megabytes(MAX_IMAGE_BYTES_IN_BODY)).toBe("3.75 MB");
    const logo = generationContract.kinds.background.fields.find((r) => r.field === "identity.logoDataUrl");
    expect(logo?.rule).toContain(IMAGE_DATA_URL_RULE);
    for (const field of ["backgroundImageDataUrl", "partnerLogoDataUrl"]) {
      const rule = generationContract.kinds.template.fields.find((r) => r.field === field)?.rule;
      expect(rule, field).toContain(IMAGE_DATA_URL_RULE);
    }
    expect(md("identities")).toContain("just under 3.75 MB");
    expect(md("identities")).toContain("allow-list");
    expect(md("errors")).toContain("just under 3.75 MB");
  });

  it("identities lists every identity field, preset, built-in identity and proof asset", () => {
    const page = md("identities");
    for (const rule of fieldRules(toRequestJsonSchema(identitySchema)))
      expect(page).toContain(`| \`${rule.field}\` |`);
    for (const preset of IDENTITY_PRESETS) expect(page).toContain(preset);
    for (const kind of GENERATE_KINDS) expect(md(`generate/${kind}`)).toContain("/docs/identities#fields");
    for (const identity of identitySummaries()) {
      expect(page).toContain(`| \`${identity.id}\` | ${identity.name} |`);
      for (const asset of identity.proofAssets)
        expect(page).toContain(`| \`${asset.id}\` | \`${identity.id}\` |`);
    }
  });

  it("materials lists every material, engine, control, look preset, palette and surface", () => {
    const page = md("materials");
    const { materials, engines, lookPresets, palettes, defaults } = materialsCatalog;
    for (const m of materials) expect(page).toContain(`| \`${m.id}\` | ${m.name} | \`${m.engine}\` |`);
    for (const e of engines) expect(page).toContain(`| \`${e.name}\` | ${e.count} |`);
    for (const c of MATERIAL_CONTROL_NAMES) expect(page).toContain(`| \`${c}\` |`);
    for (const l of lookPresets) expect(page).toContain(`| \`${l.id}\` |`);
    for (const p of palettes) expect(page).toContain(`| \`${p.id}\` | ${p.name} | ${p.colors.join(", ")} |`);
    for (const [key, id] of Object.entries(defaults)) expect(page).toContain(`| \`${key}\` | \`${id}\` |`);
    for (const s of SURFACE_ASSETS) expect(page).toContain(`| \`${s.id}\` |`);
    expect(page).toContain(`lists ${materialsCatalog.count} materials`);
    for (const field of Object.keys(materialsCatalogSchema.shape)) expect(page).toContain(`\`${field}\``);
  });
});

describe("the Studio page", () => {
  const page = () => md("studio");

  it("names the global, the ready event and the interface version", () => {
    expect(page()).toContain(`\`${STUDIO_API.global}\` (interface version ${STUDIO_API.version})`);
    expect(page()).toContain(`\`${STUDIO_API.readyEvent}\``);
  });

  it("documents the nine operations and the standard actions", () => {
    expect(Object.keys(STUDIO_API.operations)).toHaveLength(9);
    for (const [operation, effect] of Object.entries(STUDIO_API.operations)) {
      expect(page()).toContain(`| \`${operation}\` | ${effect} |`);
    }
    for (const action of STUDIO_API.standardActions) expect(page()).toContain(`| \`${action}\` |`);
  });

  it("documents tool.open, every tool's export and design.export with its formats", () => {
    expect(page()).toContain("| `tool.open` |");
    for (const tool of STUDIO_TOOLS) {
      expect(page()).toContain(`| \`${tool.id}\` | ${tool.name} |`);
      if (tool.exports.length > 0) expect(page()).toContain(`| \`${exportActionOf(tool)}\` |`);
    }
    expect(page()).toContain("| `design.export` |");
    expect(DESIGN_EXPORT.formats).toEqual(["png", "jpg", "gif", "mp4", "webm"]);
    for (const format of DESIGN_EXPORT.formats) expect(page()).toContain(`\`${format}\``);
  });

  it("states the spec's six client rules, in order", () => {
    expect(BROWSER_RULES).toHaveLength(6);
    const numbered = BROWSER_RULES.map((rule, i) => `${i + 1}. ${rule}`).join("\n");
    expect(page()).toContain(numbered);
    expect(md("agents/connect")).toContain(numbered);
    for (const rule of HTTP_RULES) expect(md("agents/connect")).toContain(`- ${rule}`);
  });
});

describe("agent pages", () => {
  it("connect gives the discovery order, the data policy and every resource", () => {
    const page = md("agents/connect");
    expect(page).toContain(DISCOVERY_ORDER.map((path, i) => `${i + 1}. [\`${path}\`](${path})`).join("\n"));
    for (const text of Object.values(DATA_POLICY)) expect(page).toContain(text);
    for (const field of Object.keys(agentManifestSchema.shape)) expect(page).toContain(`| \`${field}\` |`);
    for (const [name, path] of Object.entries(RESOURCE_PATHS)) {
      expect(page).toContain(`| \`${name}\` |`);
      expect(page).toContain(`\`${path}\``);
    }
  });

  it("choose-interface covers both interfaces and every lab", () => {
    const page = md("agents/choose-interface");
    expect(page).toContain("## Use HTTP when");
    expect(page).toContain("## Use the browser Studio when");
    for (const id of ["surface-lab", "template-lab", "element-lab", "design-lab"])
      expect(page).toContain(`\`${id}\``);
  });

  it("skills lists every package with its SKILL.md, and the repository directory", () => {
    const page = md("skills");
    expect(page).toContain(`\`${SKILLS.repositoryDirectory}\``);
    for (const name of SKILLS.packages) {
      const path = `${SKILLS.repositoryDirectory}${name}/SKILL.md`;
      expect(page).toContain(`| \`${name}\` | \`${path}\` |`);
      expect(page).toContain(readFileSync(join(root, path), "utf8").trim());
    }
  });

  it("the index lists every endpoint", () => {
    for (const e of ENDPOINTS) expect(md("index")).toContain(`\`${e.path}\``);
  });
});
