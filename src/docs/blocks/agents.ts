// Blocks of the agent pages: discovery order, rules, data policy, endpoints, resources and skill packages.
import { agentManifestSchema, DATA_POLICY, DISCOVERY_ORDER, RESOURCE_PATHS } from "../../contract/index.js";
import { ENDPOINTS } from "../endpoints.js";
import { bullets, code, fenced, numbered, table } from "../markdown.js";
import type { Block } from "./context.js";
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
    Object.entries(RESOURCE_PATHS).map(([name, path]) => [code(name), pathLink(path)]),
  );

const skills: Block = (_, { skills }) =>
  table(
    ["Package", "Path in the repository", "What it does"],
    skills.map((s) => [code(s.name), code(s.path), s.description]),
  );

/** `{{skill-texts}}`: every SKILL.md as shipped, under its own heading, to copy into a framework. */
const skillTexts: Block = (_, { skills }) =>
  skills.map((s) => `## ${code(s.name)}\n\n${fenced(s.markdown, "markdown")}`).join("\n\n");

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
