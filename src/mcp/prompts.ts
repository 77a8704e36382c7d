// Prompts for common jobs: each names the tools to call, in order, so a client can offer them as commands.
import type { GetPromptResult, Prompt } from "@modelcontextprotocol/sdk/types.js";

interface PromptDefinition extends Prompt {
  text(args: Record<string, string>): string;
}

const PROMPTS: readonly PromptDefinition[] = [
  {
    name: "brand-kit",
    title: "Brand kit for a new company",
    description: "A first set of artifacts for a company: background, covers, slides and element briefs.",
    arguments: [
      { name: "company", description: "the company's name", required: true },
      { name: "about", description: "what it does, in a sentence", required: true },
      { name: "colors", description: "ink and paper colours as #RRGGBB, if it has them", required: false },
    ],
    text: ({ company = "", about = "", colors }) =>
      [
        `Make a brand kit for ${company}: ${about}.`,
        `Use identity {preset: "custom", name: ${JSON.stringify(company)}, tagline: a line you write from what it does${colors ? `, ink and paper from ${colors}` : ", ink and paper you choose (good contrast)"}} in every call.`,
        "1. make_background: a 1200×630 OG image, and a 1920×1080 hero; look at each and adjust colours if they clash.",
        "2. make_graphic: a blog cover and a slides title slide.",
        "3. list_catalog elements, then get_element_brief for the business card, favicon and social avatar.",
        "Finish with the files' links and one line on each choice.",
      ].join("\n"),
  },
  {
    name: "launch-deck",
    title: "Launch deck",
    description: "A short product-launch slide sequence in the brand's template.",
    arguments: [
      { name: "product", description: "what is launching", required: true },
      { name: "identity", description: "a built-in identity id (list_catalog identities)", required: false },
    ],
    text: ({ product = "", identity }) =>
      [
        `Make a launch deck for ${product}${identity ? ` with identity {preset: ${JSON.stringify(identity)}}` : ""}.`,
        "Call make_graphic with template slides once per slide: title, agenda, split (the problem), metrics, timeline, quote, closing.",
        "Write each body in the layout's grammar (marque://docs/generate/template). Look at each slide; fix any warning before moving on.",
        "Then make_deck with the same slides (layout, title, body, notes) for one PDF, or a PPTX to edit.",
        "Finish with the deck's file name and the slides' links in order.",
      ].join("\n"),
  },
];

export const listedPrompts = (): Prompt[] => PROMPTS.map(({ text: _text, ...prompt }) => prompt);

/** The prompt's messages, or undefined for a name no prompt has; required arguments are checked first. */
export function promptResult(name: string, args: Record<string, string> = {}): GetPromptResult | undefined {
  const prompt = PROMPTS.find((p) => p.name === name);
  if (!prompt) return undefined;
  const missing = (prompt.arguments ?? []).filter((a) => a.required && !args[a.name]?.trim());
  if (missing.length > 0) throw new Error(`missing argument: ${missing.map((a) => a.name).join(", ")}`);
  return {
    description: prompt.description,
    messages: [{ role: "user", content: { type: "text", text: prompt.text(args) } }],
  };
}
