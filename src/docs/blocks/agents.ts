// Blocks of the agent pages: discovery order, rules, data policy, endpoints, resources and skill packages.
import { agentManifestSchema, DATA_POLICY, DISCOVERY_ORDER, RESOURCE_PATHS } from "../../contract/index.js";
import { ENDPOINTS } from "../endpoints.js";
import { bullets, code, fenced, numbered, table } from "../markdown.js";
import type { Block, BlockContext, SkillPackage } from "./context.js";
import { missingActionsIn, NOT_YET } from "./labs.js";
import { HTTP_RULES } from "./studio.js";

/** A path a reader can follow: templated paths (`:assetId`) are shown, not linked. */
const pathLink = (path: string) => {
  const href = ENDPOINTS.find((e) => e.method === "GET" && e.path === path)?.example ?? path;
  return path.includes(":") ? code(path) : `[${code(path)}](${href})`;
};

const discovery: Block = () => numbered(DISCOVERY_ORDER.map(pathLink));

const policy: Block = () => bullets(Object.entries(DATA_POLICY).map(([k, v]) => `**${k}**: ${v}`));

const httpRules: Block = () => bullets(HTTP_RULES);

const endpoints: Block = () =>
  table(
    ["Method", "Path", "Purpose"],
    ENDPOINTS.map((e) => [
      e.method,
      e.method === "GET" ? `[${code(e.path)}](${e.example})` : code(e.path),
      e.purpose,
    ]),
  );

const resources: Block = () =>
  table(
    ["Resource", "Path"],
    // `/mcp` answers POST only: it is named, not linked.
    Object.entries(RESOURCE_PATHS).map(([name, path]) => [
      code(name),
      path === RESOURCE_PATHS.mcp ? code(path) : pathLink(path),
    ]),
  );

/** A skill is shipped ahead of the Studio when it names actions of a lab not in it yet: said beside it. */
const skillGap = (skill: SkillPackage, context: BlockContext) => {
  const actions = missingActionsIn(skill.markdown, context);
  return actions.length > 0
    ? `${actions.map(code).join(", ")} ${actions.length > 1 ? "are" : "is"} ${NOT_YET}`
    : "";
};

const skills: Block = (_, context) =>
  table(
    ["Package", "Path in the repository", "What it does"],
    context.skills.map((s) => {
      const gap = skillGap(s, context);
      return [code(s.name), code(s.path), gap ? `${s.description} (${gap}.)` : s.description];
    }),
  );

/** `{{skill-texts}}`: every SKILL.md as shipped, under its own heading, to copy into a framework. */
const skillTexts: Block = (_, context) =>
  context.skills
    .map((s) => {
      const gap = skillGap(s, context);
      const note = gap
        ? `As shipped, this skill also describes work the Studio cannot do today: ${gap}.\n\n`
        : "";
      return `## ${code(s.name)}\n\n${note}${fenced(s.markdown, "markdown")}`;
    })
    .join("\n\n");

/** What each top-level field of GET /api/agent holds; typed by the contract's manifest schema. */
const MANIFEST_FIELDS: Record<keyof typeof agentManifestSchema.shape, string> = {
  name: "the service's name",
  version: "the interface version (also OpenAPI `info.version`)",
  schemaVersion: "the manifest's schema version",
  description: "what the service makes",
  execution:
    "guidance lists: `discoveryOrder`, `mutation` (how to change things), `completion` (how to verify) and `never`",
  generation: "the current generation contract, the same content as `GET /api/generate`",
  interfaces: "the `http`, `browser` and `docs` interfaces with their entry points",
  policies: "the `data`, `assets` and `license` policies",
  resources: "every resource by name and path (below)",
  skills: "the skill guide's path, the package list and the repository directory",
  studioBrowserApi:
    "the browser interface: version, global, ready event, operations, standard and tool actions, tools",
};

const manifest: Block = () =>
  table(
    ["Field", "Holds"],
    Object.keys(agentManifestSchema.shape).map((field) => [
      code(field),
      MANIFEST_FIELDS[field as keyof typeof MANIFEST_FIELDS],
    ]),
  );

export const AGENT_BLOCKS: Record<string, Block> = {
  discovery,
  policy,
  "http-rules": httpRules,
  endpoints,
  resources,
  manifest,
  skills,
  "skill-texts": skillTexts,
};
