// The component library as code: per group, minimal accessible HTML (real <button>s, <label for>, role="alert")
// and CSS whose custom properties are the component tokens (`--marque-button-primary-bg`), plus the tokens it
// uses — read from the same tokens as the sheet, so the code and the picture cannot disagree. Pure strings.
import {
  ALERT_TONES,
  BADGE_TONES,
  BUTTON_VARIANTS,
  COMPONENT_GROUP_TITLES,
  type ComponentGroup,
  type ComponentLibraryDocument,
  shownGroups,
} from "../../contract/index.js";
import { escapeXml } from "../../svg/index.js";
import { type ComponentIdentity, type ComponentTokens, componentTokens } from "./tokens.js";

export interface ComponentSnippet {
  readonly group: ComponentGroup;
  readonly title: string;
  readonly html: string;
  /** The tokens as `:root` custom properties, then the group's rules (it stands alone). */
  readonly css: string;
  /** Custom property name (`--marque-…`) → value, in the order the CSS declares them. */
  readonly tokens: Readonly<Record<string, string>>;
}

/** The prefix of every custom property the snippets declare. */
export const TOKEN_PREFIX = "--marque-";
export const cssVar = (name: string) => `var(${TOKEN_PREFIX}${name})`;

const PAGE_TOKENS = ["surface", "text", "font-body", "font-body-weight", "font-size"];
/** What each group reads beside its own tokens (named by the group's prefix). */
const GROUP_TOKENS: Readonly<Record<ComponentGroup, { prefix: string; shared: readonly string[] }>> = {
  buttons: {
    prefix: "button-",
    shared: [
      "radius",
      "control-height",
      "control-padding",
      "font-size",
      "font-body",
      "font-body-weight",
      "focus-ring",
    ],
  },
  inputs: {
    prefix: "input-",
    shared: [
      "radius",
      "control-height",
      "control-padding",
      "font-size",
      "font-body",
      "font-body-weight",
      "focus-ring",
    ],
  },
  badges: { prefix: "badge-", shared: ["font-body", "font-body-weight"] },
  cards: {
    prefix: "card-",
    shared: ["radius", "font-body", "font-body-weight", "font-display", "font-display-weight", "focus-ring"],
  },
  alerts: { prefix: "alert-", shared: ["radius", "font-body", "font-body-weight", "font-size"] },
};

type Declarations = readonly (readonly [string, string])[];
const rule = (selector: string, declarations: Declarations) =>
  `${selector} {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join("\n")}\n}`;
const html = (text: string) => escapeXml(text);
const title = (word: string) => `${word[0]?.toUpperCase() ?? ""}${word.slice(1)}`;

/** The names of the tokens `group` reads, in declaration order. */
function groupTokenNames(tokens: ComponentTokens, group: ComponentGroup): string[] {
  const { prefix, shared } = GROUP_TOKENS[group];
  return [...shared, ...[...tokens.values.keys()].filter((name) => name.startsWith(prefix))];
}

function root(tokens: ComponentTokens, names: readonly string[]): string {
  return rule(
    ":root",
    names.map((name) => [`${TOKEN_PREFIX}${name}`, tokens.values.get(name) ?? ""] as const),
  );
}

const paint = (name: string): Declarations => [
  ["background", cssVar(`${name}-bg`)],
  ["color", cssVar(`${name}-fg`)],
  ["border-color", cssVar(`${name}-border`)],
];

const RULES: Readonly<Record<ComponentGroup, () => string[]>> = {
  buttons: () => [
    rule(".mq-button", [
      ["display", "inline-flex"],
      ["align-items", "center"],
      ["justify-content", "center"],
      ["min-height", cssVar("control-height")],
      ["padding", `0 ${cssVar("control-padding")}`],
      ["border", "1px solid transparent"],
      ["border-radius", cssVar("radius")],
      ["font-family", cssVar("font-body")],
      ["font-weight", cssVar("font-body-weight")],
      ["font-size", cssVar("font-size")],
      ["line-height", "1"],
      ["cursor", "pointer"],
    ]),
    rule(".mq-button:focus-visible", [
      ["outline", `2px solid ${cssVar("focus-ring")}`],
      ["outline-offset", "2px"],
    ]),
    rule(".mq-button:disabled", [["cursor", "not-allowed"]]),
    ...BUTTON_VARIANTS.flatMap((variant) => {
      const name = `button-${variant}`;
      const own = `.mq-button--${variant}`;
      return [
        rule(own, paint(name)),
        rule(`${own}:hover:not(:disabled)`, paint(`${name}-hover`)),
        rule(`${own}:active:not(:disabled)`, paint(`${name}-active`)),
        rule(`${own}:disabled`, paint(`${name}-disabled`)),
      ];
    }),
  ],
  inputs: () => [
    rule(".mq-field", [
      ["display", "grid"],
      ["gap", "6px"],
      ["font-family", cssVar("font-body")],
      ["font-weight", cssVar("font-body-weight")],
    ]),
    rule(".mq-field__label", [
      ["color", cssVar("input-label")],
      ["font-size", cssVar("font-size")],
    ]),
    rule(".mq-input", [
      ["min-height", cssVar("control-height")],
      ["padding", `0 ${cssVar("control-padding")}`],
      ["border", `1px solid ${cssVar("input-border")}`],
      ["border-radius", cssVar("radius")],
      ["background", cssVar("input-bg")],
      ["color", cssVar("input-fg")],
      ["font", "inherit"],
      ["font-size", cssVar("font-size")],
    ]),
    rule(".mq-input:focus-visible", [
      ["border-color", cssVar("input-focus-border")],
      ["outline", `2px solid ${cssVar("focus-ring")}`],
      ["outline-offset", "2px"],
    ]),
    rule('.mq-input[aria-invalid="true"]', [["border-color", cssVar("input-error-border")]]),
    rule(".mq-input:disabled", [
      ["background", cssVar("input-disabled-bg")],
      ["color", cssVar("input-disabled-fg")],
      ["border-color", cssVar("input-disabled-border")],
      ["cursor", "not-allowed"],
    ]),
    rule(".mq-field__help", [
      ["margin", "0"],
      ["color", cssVar("input-help")],
      ["font-size", "13px"],
    ]),
    rule(".mq-field__error", [
      ["margin", "0"],
      ["color", cssVar("input-error-text")],
      ["font-size", "13px"],
    ]),
  ],
  badges: () => [
    rule(".mq-badge", [
      ["display", "inline-block"],
      ["padding", "2px 10px"],
      ["border-radius", "999px"],
      ["font-family", cssVar("font-body")],
      ["font-weight", cssVar("font-body-weight")],
      ["font-size", "12px"],
      ["line-height", "20px"],
    ]),
    ...BADGE_TONES.map((tone) =>
      rule(`.mq-badge--${tone}`, [
        ["background", cssVar(`badge-${tone}-bg`)],
        ["color", cssVar(`badge-${tone}-fg`)],
      ]),
    ),
  ],
  cards: () => [
    rule(".mq-card", [
      ["display", "grid"],
      ["gap", "8px"],
      ["padding", "24px"],
      ["border", `1px solid ${cssVar("card-border")}`],
      ["border-radius", `calc(${cssVar("radius")} * 1.5)`],
      ["background", cssVar("card-bg")],
      ["color", cssVar("card-fg")],
      ["font-family", cssVar("font-body")],
      ["font-weight", cssVar("font-body-weight")],
    ]),
    rule(".mq-card__title", [
      ["margin", "0"],
      ["font-family", cssVar("font-display")],
      ["font-weight", cssVar("font-display-weight")],
      ["font-size", "22px"],
    ]),
    rule(".mq-card__body", [["margin", "0"]]),
    rule(".mq-card__meta", [
      ["margin", "0"],
      ["color", cssVar("card-muted")],
      ["font-size", "13px"],
    ]),
    rule(".mq-card__link", [["color", cssVar("card-link")]]),
    rule(".mq-card__link:focus-visible", [
      ["outline", `2px solid ${cssVar("focus-ring")}`],
      ["outline-offset", "2px"],
    ]),
  ],
  alerts: () => [
    rule(".mq-alert", [
      ["display", "grid"],
      ["gap", "4px"],
      ["padding", "12px 16px"],
      ["border", "1px solid"],
      ["border-left-width", "4px"],
      ["border-radius", cssVar("radius")],
      ["font-family", cssVar("font-body")],
      ["font-weight", cssVar("font-body-weight")],
      ["font-size", cssVar("font-size")],
    ]),
    rule(".mq-alert__title", [
      ["margin", "0"],
      ["font-weight", "bolder"],
    ]),
    rule(".mq-alert__text", [["margin", "0"]]),
    ...ALERT_TONES.map((tone) =>
      rule(`.mq-alert--${tone}`, [
        ["background", cssVar(`alert-${tone}-bg`)],
        ["color", cssVar(`alert-${tone}-fg`)],
        ["border-color", cssVar(`alert-${tone}-border`)],
      ]),
    ),
  ],
};

/** What each alert tone is called, as its title says it. */
export const ALERT_TITLES = {
  info: "Information",
  success: "Success",
  warning: "Warning",
  danger: "Error",
} as const;

function markup(group: ComponentGroup, doc: ComponentLibraryDocument): string {
  const { labels } = doc;
  switch (group) {
    case "buttons":
      return [
        ...BUTTON_VARIANTS.map(
          (variant) =>
            `<button class="mq-button mq-button--${variant}" type="button">${html(labels.action)}</button>`,
        ),
        `<button class="mq-button mq-button--primary" type="button" disabled>${html(labels.action)}</button>`,
      ].join("\n");
    case "inputs": {
      const field = (id: string, extra: string, note: string) =>
        [
          `<div class="mq-field">`,
          `  <label class="mq-field__label" for="${id}">${html(labels.field)}</label>`,
          `  <input class="mq-input" id="${id}" type="text" value="${html(labels.value)}" aria-describedby="${id}-note"${extra}>`,
          `  ${note.replace("{id}", `${id}-note`)}`,
          `</div>`,
        ].join("\n");
      return [
        field("mq-field", "", `<p class="mq-field__help" id="{id}">${html(labels.help)}</p>`),
        field(
          "mq-field-error",
          ' aria-invalid="true"',
          `<p class="mq-field__error" id="{id}">${html(labels.error)}</p>`,
        ),
        field(
          "mq-field-disabled",
          " disabled",
          `<p class="mq-field__help" id="{id}">${html(labels.help)}</p>`,
        ),
      ].join("\n");
    }
    case "badges":
      return BADGE_TONES.map((tone) => `<span class="mq-badge mq-badge--${tone}">${title(tone)}</span>`).join(
        "\n",
      );
    case "cards":
      return [
        `<article class="mq-card" aria-labelledby="mq-card-title">`,
        `  <h3 class="mq-card__title" id="mq-card-title">${html(labels.cardTitle)}</h3>`,
        `  <p class="mq-card__body">${html(labels.cardBody)}</p>`,
        `  <p class="mq-card__meta">Updated today</p>`,
        `  <a class="mq-card__link" href="#">${html(labels.action)}</a>`,
        `</article>`,
      ].join("\n");
    case "alerts":
      // Errors and warnings interrupt (role="alert"); information and success wait their turn (role="status").
      return ALERT_TONES.map((tone) =>
        [
          `<div class="mq-alert mq-alert--${tone}" role="${tone === "danger" || tone === "warning" ? "alert" : "status"}">`,
          `  <p class="mq-alert__title">${ALERT_TITLES[tone]}</p>`,
          `  <p class="mq-alert__text">${html(labels.alert)}</p>`,
          `</div>`,
        ].join("\n"),
      ).join("\n");
  }
}

/** Every shown group's snippet, in sheet order. */
export function componentSnippets(
  identity: ComponentIdentity,
  doc: ComponentLibraryDocument,
  tokens: ComponentTokens = componentTokens(identity, doc),
): ComponentSnippet[] {
  return shownGroups(doc).map((group) => {
    const names = groupTokenNames(tokens, group);
    return {
      group,
      title: COMPONENT_GROUP_TITLES[group],
      html: markup(group, doc),
      css: [root(tokens, names), ...RULES[group]()].join("\n\n").concat("\n"),
      tokens: Object.fromEntries(
        names.map((name) => [`${TOKEN_PREFIX}${name}`, tokens.values.get(name) ?? ""]),
      ),
    };
  });
}

/** The whole library's stylesheet: every shown group's tokens once, then every group's rules. */
export function componentStylesheet(identity: ComponentIdentity, doc: ComponentLibraryDocument): string {
  const tokens = componentTokens(identity, doc);
  const groups = shownGroups(doc);
  const names = [...new Set([...PAGE_TOKENS, ...groups.flatMap((group) => groupTokenNames(tokens, group))])];
  return [
    `/* ${identity.name} components, from its colour and type tokens (made by Marque) */`,
    root(tokens, names),
    ...groups.flatMap((group) => [`/* ${COMPONENT_GROUP_TITLES[group]} */`, ...RULES[group]()]),
  ]
    .join("\n\n")
    .concat("\n");
}

/** The whole library as one HTML page that carries its stylesheet: each group a section. */
export function componentPage(identity: ComponentIdentity, doc: ComponentLibraryDocument): string {
  const sections = shownGroups(doc).map(
    (group) =>
      `<section class="mq-section" aria-labelledby="mq-${group}">\n<h2 id="mq-${group}">${COMPONENT_GROUP_TITLES[group]}</h2>\n${markup(group, doc)}\n</section>`,
  );
  const page = rule("body", [
    ["margin", "0"],
    ["padding", "32px"],
    ["background", cssVar("surface")],
    ["color", cssVar("text")],
    ["font-family", cssVar("font-body")],
    ["font-size", cssVar("font-size")],
  ]);
  const section = rule(".mq-section", [
    ["display", "flex"],
    ["flex-wrap", "wrap"],
    ["align-items", "flex-start"],
    ["gap", "12px"],
    ["margin-bottom", "32px"],
  ]);
  const heading = rule(".mq-section > h2", [
    ["flex-basis", "100%"],
    ["margin", "0"],
    ["font-size", "18px"],
  ]);
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${html(identity.name)} components</title>`,
    `<style>\n${componentStylesheet(identity, doc)}\n${page}\n\n${section}\n\n${heading}\n</style>`,
    "</head>",
    "<body>",
    `<h1>${html(identity.name)} components</h1>`,
    ...sections,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
