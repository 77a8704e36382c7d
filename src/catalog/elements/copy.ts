// Copy suggestions of a brief: headlines and body lines composed from the identity, by element category.
import type { ResolvedIdentity } from "../identities/index.js";
import type { ElementCategory, ElementRecord } from "./types.js";

export interface BriefCopy {
  headlines: readonly string[];
  body: readonly string[];
}

const host = (website: string) => website.replace(/^[a-z]+:\/\//i, "").replace(/\/$/, "");
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function categoryHeadlines(category: ElementCategory, identity: ResolvedIdentity): string[] {
  const { name, shortName, tagline, website } = identity;
  const pillars = identity.strategy.pillars.filter((pillar) => pillar.trim() !== "");
  const [first] = pillars;
  const triad = pillars.length > 0 ? pillars.map(sentence).join(" ") : undefined;
  switch (category) {
    case "digital":
      return [tagline, first ? `${name}: ${lowerFirst(first)}` : name, triad ?? name];
    case "product":
      return [`What's new in ${shortName}`, tagline, first ? `${first}, built in` : name];
    case "developer":
      return [`Get started with ${shortName}`, tagline, triad ?? name];
    case "social":
      return [
        tagline,
        triad ?? name,
        website ? `More from ${shortName} at ${host(website)}` : `More from ${shortName}`,
      ];
    case "editorial":
      return [tagline, `Notes from ${name}`, first ? `On ${lowerFirst(first)}` : name];
    case "event":
      return [`${name}, live`, tagline, `Thank you from ${shortName}`];
    case "physical":
      return [name, tagline, host(website)];
  }
}

/** Headline and body suggestions in the identity's own words; deterministic and free of duplicates. */
export function composeCopy(element: ElementRecord, identity: ResolvedIdentity): BriefCopy {
  const headlines = [
    ...new Set(categoryHeadlines(element.category, identity).filter((line) => line.trim() !== "")),
  ];
  const body = [
    identity.description,
    identity.positioning,
    `${sentence(identity.strategy.mission)} ${host(identity.website)}`.trim(),
  ].filter((line) => line.trim() !== "");
  return { headlines, body: [...new Set(body)] };
}
