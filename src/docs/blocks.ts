// The generated parts of the docs: every table of fields, bounds, enums, codes and ids is expanded from the
// contract and the catalogs, so the docs can never drift from what the service does.
import { identitySummaries } from "../catalog/identities/index.js";
import { materialsCatalog } from "../catalog/materials/index.js";
import { STUDIO_TOOLS } from "../catalog/studio-tools/index.js";
import {
  BODY_GRAMMAR,
  CLIENT_RULES,
  DATA_POLICY,
  DISCOVERY_ORDER,
  ERROR_STATUS,
  fieldRules,
  GENERATE_KINDS,
  type GenerateKind,
  ISSUE_CODES,
  identitySchema,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_PIXELS,
  SKILLS,
  STUDIO_API,
  toRequestJsonSchema,
} from "../contract/index.js";
import { generationContract } from "../generate/contract-document.js";
import { GENERATE_EXAMPLES } from "../generate/examples.js";
import { ENDPOINTS } from "./endpoints.js";

const cell = (text: string) => text.replace(/\|/gu, "\\|").replace(/\n/gu, " ");
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
const code = (value: unknown) => `\`${String(value)}\``;
const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

const fields = (rules: readonly { field: string; required: boolean; rule: string }[]) =>
  table(
    ["Field", "Required", "Rule"],
    rules.map((r) => [code(r.field), r.required ? "yes" : "no", r.rule]),
  );

const isKind = (value: string): value is GenerateKind =>
  (GENERATE_KINDS as readonly string[]).includes(value);

/** Expands one `{{name argument}}` placeholder; unknown names are an error in our own sources. */
export function expandBlock(name: string, argument: string | undefined): string {
  switch (name) {
    case "fields":
      if (argument === "identity") return fields(fieldRules(toRequestJsonSchema(identitySchema)));
      if (argument && isKind(argument)) return fields(generationContract.kinds[argument].fields);
      break;
    case "example":
      if (argument && isKind(argument)) return json(GENERATE_EXAMPLES[argument]);
      break;
    case "grammar":
      return table(
        ["Layout", "body"],
        Object.entries(BODY_GRAMMAR).map(([layout, rule]) => [code(layout), rule]),
      );
    case "errors":
      return table(
        ["Code", "Status"],
        Object.entries(ERROR_STATUS).map(([c, status]) => [code(c), String(status)]),
      );
    case "issue-codes":
      return ISSUE_CODES.map(code).join(", ");
    case "limits":
      return table(
        ["Limit", "Value"],
        [
          ["Request body", `${MAX_BODY_BYTES} bytes (5 MB); larger bodies get 413`],
          [
            "Image data URL",
            `${MAX_DATA_URL_BYTES} bytes (5 MB) decoded, each; png, jpeg, gif, webp or svg+xml, base64 only`,
          ],
          ["Background pixels", `width × height ≤ ${MAX_PIXELS}`],
          ["Content-Type", "application/json (parameters allowed); anything else gets 415"],
          ...generationContract.kinds.template.fields
            .filter((r) => r.field === "title" || r.field === "body")
            .map((r) => [`Template ${r.field}`, r.rule]),
        ],
      );
    case "identities":
      return identitySummaries()
        .map(
          (i) =>
            `- **${i.name}** (${code(i.id)}): ${i.tagline}${i.proofAssets.length > 0 ? ` Proof assets: ${i.proofAssets.map((a) => code(a.id)).join(", ")}.` : ""}`,
        )
        .join("\n");
    case "materials": {
      const { engines, lookPresets, palettes, controls, defaults } = materialsCatalog;
      return [
        "## Engines",
        table(
          ["Engine", "Materials"],
          engines.map((e) => [code(e.name), String(e.count)]),
        ),
        "## Defaults",
        table(
          ["Surface", "Material"],
          Object.entries(defaults).map(([k, v]) => [code(k), code(v)]),
        ),
        "## Controls",
        table(
          ["Control", "Type", "Default", "Min", "Max", "Step"],
          Object.entries(controls).map(([name, c]) => {
            const control = c as {
              type: string;
              default: unknown;
              min?: number;
              max?: number;
              step?: number;
            };
            return [
              code(name),
              control.type,
              String(control.default),
              String(control.min ?? ""),
              String(control.max ?? ""),
              String(control.step ?? ""),
            ];
          }),
        ),
        "## Look presets",
        table(
          ["Id", "Name", "Material"],
          lookPresets.map((l) => [code(l.id), l.name, code(l.materialId)]),
        ),
        "## Palettes",
        table(
          ["Id", "Colours"],
          palettes.map((p) => [code(p.id), p.colors.join(", ")]),
        ),
      ].join("\n\n");
    }
    case "studio-operations":
      return table(
        ["Operation", "Effect"],
        Object.entries(STUDIO_API.operations).map(([op, effect]) => [code(op), effect]),
      );
    case "standard-actions":
      return STUDIO_API.standardActions.map(code).join(", ");
    case "tools":
      return table(
        ["Tool", "Name", "Exports", "What it does"],
        STUDIO_TOOLS.map((t) => [code(t.id), t.name, t.exports.join(", ") || "—", t.description]),
      );
    case "rules":
      return [...CLIENT_RULES.mutation, ...CLIENT_RULES.completion, ...CLIENT_RULES.never]
        .map((r, i) => `${i + 1}. ${r}`)
        .join("\n");
    case "discovery":
      return DISCOVERY_ORDER.map((path, i) => `${i + 1}. [\`${path}\`](${path})`).join("\n");
    case "policy":
      return Object.entries(DATA_POLICY)
        .map(([k, v]) => `- **${k}**: ${v}`)
        .join("\n");
    case "endpoints":
      return `## Endpoints\n\n${table(
        ["Method", "Path", "Purpose"],
        ENDPOINTS.map((e) => [e.method, code(e.path), e.purpose]),
      )}`;
    case "skills":
      return SKILLS.packages.map((p) => `- ${code(`${SKILLS.repositoryDirectory}${p}/SKILL.md`)}`).join("\n");
    case "skills-directory":
      return code(SKILLS.repositoryDirectory);
  }
  throw new Error(`docs: unknown block {{${name}${argument ? ` ${argument}` : ""}}}`);
}

/** Replaces every `{{name argument}}` in a markdown source. */
export const expandBlocks = (markdown: string): string =>
  markdown.replace(/\{\{([a-z-]+)(?: ([a-z-]+))?\}\}/gu, (_, name: string, argument?: string) =>
    expandBlock(name, argument),
  );
