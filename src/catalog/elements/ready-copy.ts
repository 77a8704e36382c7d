// The title and body a brief's ready-to-POST template request carries, so posting it as it is makes a complete
// artifact: written per layout in the body grammar the layout reads, from the identity's own words (name,
// tagline, mission, pillars, voice). Only figures (metrics, chart) are samples, and the brief says so.
import type { SlideLayout, TemplateKind } from "../../contract/index.js";
import type { ResolvedIdentity } from "../identities/index.js";

export interface ReadyCopy {
  title: string;
  body: string;
  /** True when the body holds sample figures the caller must replace. */
  sample: boolean;
}

/** Sample figures: plainly examples, in the grammar of their layout. */
const SAMPLE_METRICS = ["98% — Customer satisfaction", "3× — Faster onboarding", "12 — Markets served"];
const SAMPLE_CHART = ["2022: 24", "2023: 38", "2024: 55", "2025: 71"];

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Three non-blank entries of a list, or fewer when the identity has fewer. */
const three = (items: readonly string[]) => items.filter((item) => item.trim() !== "").slice(0, 3);

/** The copy for a slide layout, a blog cover or a partnership graphic with `partnerName` as the partner. */
export function readyCopy(
  template: TemplateKind,
  layout: SlideLayout | undefined,
  identity: ResolvedIdentity,
  partnerName?: string,
): ReadyCopy {
  const { name, shortName, tagline } = identity;
  const pillars = three(identity.strategy.pillars);
  const principles = three(identity.voice.principles);
  const avoid = three(identity.voice.avoid);
  const mission = sentence(identity.strategy.mission);
  const lead = (identity.description || identity.positioning || mission).trim();
  const plain = (title: string, lines: readonly string[]) => ({
    title,
    body: lines.join("\n"),
    sample: false,
  });
  if (template === "blog") return plain(tagline || name, [lead]);
  if (template === "partnership") {
    return plain(partnerName ? `${name} × ${partnerName}` : name, [tagline || mission]);
  }
  switch (layout ?? "title") {
    case "title":
      return plain(name, [tagline]);
    case "section":
      return plain(pillars[0] ?? tagline, ["01", principles[0] ?? mission]);
    case "agenda":
      return plain("Agenda", [
        `Welcome — ${name}`,
        ...pillars.map((pillar, i) => (principles[i] ? `${pillar} — ${principles[i]}` : pillar)),
        "Questions",
      ]);
    case "split":
      return plain(tagline || name, principles.length > 0 ? principles : [mission]);
    case "metrics":
      return { title: `${shortName} in numbers`, body: SAMPLE_METRICS.join("\n"), sample: true };
    case "quote":
      return plain(mission, [`${name} — Mission`]);
    case "timeline":
      return plain(
        `${shortName} roadmap`,
        pillars.map((pillar, i) => `${["Now", "Next", "Later"][i]}: ${pillar}`),
      );
    case "statement":
      return plain(tagline || mission, [tagline ? mission : lead]);
    case "comparison":
      return plain(`How ${shortName} writes`, [
        `Instead of | ${shortName} prefers`,
        ...avoid.map((item, i) => `${capitalize(item)} | ${principles[i] ?? mission}`),
      ]);
    case "process":
      return plain(
        `How ${shortName} works`,
        pillars.map((pillar, i) => (principles[i] ? `${pillar} — ${principles[i]}` : pillar)),
      );
    case "chart":
      return { title: `${shortName} over time`, body: SAMPLE_CHART.join("\n"), sample: true };
    case "team":
      return plain(`Meet the ${shortName} team`, [`Your name — Your role at ${name}`]);
    case "image":
      return plain(tagline || name, [mission]);
    case "closing":
      // The layout prints the website itself: the body is the sign-off line.
      return plain(`Thank you from ${shortName}`, [tagline || mission]);
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
