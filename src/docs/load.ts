// The edge of the docs: reads the markdown sources (docs/) and the skill packages (skills/) of the
// repository once, and builds the site and the search index once per process.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { LABS } from "../catalog/labs/index.js";
import { SKILLS } from "../contract/index.js";
import type { SkillPackage } from "./blocks/index.js";
import type { Search } from "./search.js";
import { createSearch } from "./search-index.js";
import { buildDocsSite, type DocSource, type DocsSite } from "./site.js";

function markdownFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? markdownFiles(path) : path.endsWith(".md") ? [path] : [];
    });
}

/** Every `.md` under `folder`, named by its path without the extension. */
export function readDocSources(folder: string): DocSource[] {
  return markdownFiles(folder).map((path) => ({
    file: relative(folder, path).split("\\").join("/").replace(/\.md$/u, ""),
    markdown: readFileSync(path, "utf8"),
  }));
}

/** The skill packages the contract lists, with the description from each SKILL.md's front matter. */
export function readSkills(root: string): SkillPackage[] {
  return SKILLS.packages.map((name) => {
    const path = `${SKILLS.repositoryDirectory}${name}/SKILL.md`;
    const file = join(root, path);
    if (!existsSync(file)) throw new Error(`docs: the skill package ${path} is missing`);
    const markdown = readFileSync(file, "utf8");
    const description = /^description:\s*(.+)$/mu.exec(markdown)?.[1]?.trim();
    if (!description) throw new Error(`docs: ${path} has no description in its front matter`);
    return { name, description, path, markdown };
  });
}

const sites = new Map<string, { site: DocsSite; search: Search }>();

/** The docs site and its search index for a repository root, built on first use. */
export function loadDocs(root: string): { site: DocsSite; search: Search } {
  let loaded = sites.get(root);
  if (!loaded) {
    const site = buildDocsSite(readDocSources(join(root, "docs")), {
      skills: readSkills(root),
      labs: LABS,
    });
    loaded = { site, search: createSearch(site.pages) };
    sites.set(root, loaded);
  }
  return loaded;
}
