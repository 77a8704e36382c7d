// The Component library tool's source document and the component sheet's request body: an identity and how its
// UI components are shown — which groups, the corner radius, the density, light or dark, and the words they
// carry. Every colour comes from the identity's tokens; nothing here names one.
import { z } from "zod";
import type { DocumentFileRoute } from "./document-files.js";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";

export const COMPONENT_LIBRARY_DOCUMENT_KIND = "component-library";
export const COMPONENT_LIBRARY_DOCUMENT_VERSION = 1;

/** The component groups in the order the sheet and the snippets list them. */
export const COMPONENT_GROUPS = ["buttons", "inputs", "badges", "cards", "alerts"] as const;
export type ComponentGroup = (typeof COMPONENT_GROUPS)[number];
export const COMPONENT_GROUP_TITLES: Readonly<Record<ComponentGroup, string>> = {
  buttons: "Buttons",
  inputs: "Inputs",
  badges: "Badges",
  cards: "Cards",
  alerts: "Alerts",
};

export const BUTTON_VARIANTS = ["primary", "secondary", "ghost", "destructive"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_STATES = ["default", "hover", "focus", "active", "disabled"] as const;
export type ButtonState = (typeof BUTTON_STATES)[number];
export const INPUT_STATES = ["default", "focus", "error", "disabled"] as const;
export type InputState = (typeof INPUT_STATES)[number];
export const BADGE_TONES = ["neutral", "success", "warning", "danger", "brand"] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export const ALERT_TONES = ["info", "success", "warning", "danger"] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

export const COMPONENT_DENSITIES = ["compact", "comfortable"] as const;
export type ComponentDensity = (typeof COMPONENT_DENSITIES)[number];
export const COMPONENT_THEMES = ["light", "dark"] as const;
export type ComponentTheme = (typeof COMPONENT_THEMES)[number];

/** Corner radius in CSS pixels: square to a soft pill on compact controls. */
export const COMPONENT_RADIUS = { min: 0, max: 24, default: 8 } as const;

/** WCAG 2 ratios every label and every control edge reaches (AA body text; non-text contrast). */
export const COMPONENT_TEXT_CONTRAST = 4.5;
export const COMPONENT_EDGE_CONTRAST = 3;

/** The sheet's width in pixels (its height follows from the groups shown). */
export const COMPONENT_SHEET_WIDTH = 1600;

/**
 * What the tool exports: the sheet as PNG, SVG and a one-page PDF, and the library as code — every shown
 * component's HTML (a page that carries its CSS) and its CSS alone.
 */
export const COMPONENT_LIBRARY_TOOL_EXPORTS = ["png", "svg", "pdf", "html", "css"] as const;

const words = (max: number, fallback: string, what: string) =>
  z.string().trim().min(1).max(max).default(fallback).describe(`${what}, up to ${max} characters`);

export const componentLabelsSchema = z
  .strictObject({
    action: words(24, "Continue", "the buttons' label"),
    field: words(32, "Email address", "the input's label"),
    value: words(40, "ada@example.com", "the text in the input"),
    help: words(80, "We only use it to send receipts.", "the input's help text"),
    error: words(80, "Enter an address like name@example.com.", "the input's error message"),
    cardTitle: words(48, "Quarterly report", "the card's title"),
    cardBody: words(
      160,
      "Revenue grew in every region. Read the summary or download the full figures.",
      "the card's text",
    ),
    alert: words(80, "Your changes were saved.", "the alerts' message"),
  })
  .prefault({})
  .describe("the words the components carry");

export const componentGroupsSchema = z
  .strictObject(
    Object.fromEntries(
      COMPONENT_GROUPS.map((group) => [
        group,
        z.boolean().default(true).describe(`whether the sheet and the code show the ${group}`),
      ]),
    ) as Record<ComponentGroup, z.ZodDefault<z.ZodBoolean>>,
  )
  .prefault({})
  .refine((groups) => COMPONENT_GROUPS.some((group) => groups[group]), {
    message: "a component library shows at least one group",
    params: { code: "invalid_value", expected: "at least one group with true" },
  })
  .describe(`which component groups are shown (${COMPONENT_GROUPS.join(", ")})`);

const documentShape = {
  version: z.literal(COMPONENT_LIBRARY_DOCUMENT_VERSION).default(COMPONENT_LIBRARY_DOCUMENT_VERSION),
  identity: identitySchema
    .default({ preset: DEFAULT_IDENTITY_PRESET })
    .describe("the identity whose colour and type tokens the components use (the Studio's shared identity)"),
  components: componentGroupsSchema,
  radius: z
    .number()
    .int()
    .min(COMPONENT_RADIUS.min)
    .max(COMPONENT_RADIUS.max)
    .default(COMPONENT_RADIUS.default)
    .describe("the corner radius of buttons, inputs, cards and alerts, in CSS pixels"),
  density: z
    .enum(COMPONENT_DENSITIES)
    .default("comfortable")
    .describe("compact: 32 px controls; comfortable: 40 px"),
  theme: z
    .enum(COMPONENT_THEMES)
    .default("light")
    .describe("light: the lighter of the identity's paper and ink is the ground; dark: the darker"),
  labels: componentLabelsSchema,
};

export const componentLibraryDocumentSchema = z
  .strictObject({ kind: z.literal(COMPONENT_LIBRARY_DOCUMENT_KIND), ...documentShape })
  .describe(
    "a Component library document: an identity's UI components drawn from its colour and type tokens",
  );

export type ComponentLibraryDocument = z.output<typeof componentLibraryDocumentSchema>;
export type ComponentLabels = ComponentLibraryDocument["labels"];

/** The component sheet's request body: a Component library document, whose `kind` may be left out. */
export const componentLibraryRequestSchema = z
  .strictObject({
    kind: z.literal(COMPONENT_LIBRARY_DOCUMENT_KIND).default(COMPONENT_LIBRARY_DOCUMENT_KIND),
    ...documentShape,
  })
  .describe(
    "a component sheet to draw: the Component library tool's document (kind optional); answered as one page",
  );

/** The groups shown, in sheet order. */
export const shownGroups = (doc: Pick<ComponentLibraryDocument, "components">): ComponentGroup[] =>
  COMPONENT_GROUPS.filter((group) => doc.components[group]);

/**
 * The component sheet over HTTP. One page: the sheet is read as one overview (every variant and state beside
 * the others, as the Studio shows it), and one page is what PNG and SVG hold anyway; the code is the Studio's
 * HTML and CSS exports, which read the same tokens.
 */
export const COMPONENT_SHEET_FILES: DocumentFileRoute = {
  kind: COMPONENT_LIBRARY_DOCUMENT_KIND,
  path: "/api/component-sheets",
  noun: "component sheet",
  formats: ["png", "svg", "pdf", "webp", "jpeg", "avif"],
  maxPages: 1,
  request: componentLibraryRequestSchema,
  document: componentLibraryDocumentSchema,
  example: { identity: { preset: "tessel-labs" }, theme: "dark" },
  openapi: {
    name: "ComponentLibrary",
    summary: "Generate a component sheet (the identity's UI components)",
    description: `The identity's UI components drawn from its colour and type tokens on one page ${COMPONENT_SHEET_WIDTH} px wide (its height follows the groups shown): buttons (${BUTTON_VARIANTS.join(", ")}) in the states ${BUTTON_STATES.join(", ")}; inputs (${INPUT_STATES.join(", ")}); badges (${BADGE_TONES.join(", ")}); a card; alerts (${ALERT_TONES.join(", ")}). Every label reaches ${COMPONENT_TEXT_CONTRAST}:1 on its fill and every control edge ${COMPONENT_EDGE_CONTRAST}:1 (WCAG 2); where the identity's own colour falls short an accessible one is used and the sheet's Contrast section says which. Type outlined. The Studio's Component library tool draws the same sheet and exports the components as HTML and CSS.`,
  },
};
