// `marque docs [topic]`: a docs page as markdown (`marque docs generate/template`), or, for any other words,
// the pages and catalog entries the search finds; no topic lists the pages.
import { openDocs } from "../docs/served.js";
import { packageRoot } from "../server/package-root.js";

export async function docsCommand(args: readonly string[]): Promise<number> {
  const { site, search } = await openDocs(packageRoot());
  const topic = args.join(" ").trim();
  if (topic === "" || topic === "--help" || topic === "-h") {
    const pages = site.pages.map((page) => `  ${page.path.padEnd(28)} ${page.title}`).join("\n");
    process.stdout.write(`usage: marque docs <page or words>\n\npages:\n${pages}\n`);
    return topic === "" ? 0 : 0;
  }
  const page = site.page(topic.replace(/^\/?docs\//u, "").replace(/\.md$/u, ""));
  if (page) {
    process.stdout.write(`${page.markdown.trimEnd()}\n`);
    return 0;
  }
  const hits = topic.length <= 200 ? search(topic, 10) : [];
  if (hits.length === 0) {
    process.stderr.write(
      `marque docs: no page or match for ${JSON.stringify(topic.slice(0, 80))}; marque docs lists the pages\n`,
    );
    return 1;
  }
  for (const hit of hits) process.stdout.write(`${hit.type.padEnd(9)} ${hit.id.padEnd(36)} ${hit.title}\n`);
  return 0;
}
