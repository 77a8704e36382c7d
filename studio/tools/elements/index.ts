// elements: browse the element taxonomy, read an element's brief for the active identity, and open the
// artifact it names in the tool that makes it. Briefs set no text, so this tool never loads the type engine.
import {
  ELEMENTS,
  type ElementRecord,
  elementById,
  resolveElementBrief,
} from "../../../src/catalog/elements/index.js";
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { STUDIO_TOOLS } from "../../../src/catalog/studio-tools/index.js";
import { identitySchema } from "../../../src/contract/index.js";
import { briefFilename } from "../../../src/generate/filenames.js";
import { validateGenerateRequest } from "../../../src/generate/validate.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { isObject, parseSource } from "../../runtime/source.js";
import type { Tool, ToolFactory } from "../types.js";

/** The Studio tool that makes an element's artifact; none for elements Marque does not make here. */
export function toolFor(element: ElementRecord | undefined): string | undefined {
  const generation = element?.generation;
  if (generation?.kind === "background") return "surface";
  if (generation?.kind === "template") return generation.template;
  return undefined;
}

const toolName = (id: string) => STUDIO_TOOLS.find((tool) => tool.id === id)?.name ?? id;

export const OPEN_LABEL = "Open artifact in its tool";

export const createElementsTool: ToolFactory = async (context, saved): Promise<Tool> => {
  const first = ELEMENTS[0]?.id ?? "";
  const savedId = (saved as { elementId?: unknown } | undefined)?.elementId;
  let elementId = typeof savedId === "string" && elementById(savedId) ? savedId : first;

  const source = () => ({ kind: "element-brief", elementId, identity: context.identity() });
  /** The brief exactly as POST /api/generate answers it for the active identity, `kind` first. */
  const brief = () => {
    const element = elementById(elementId);
    if (!element) throw StudioError.of("not_found", `no element ${elementId}`, "elementId");
    const identity = resolveIdentity(identitySchema.parse(context.identity()));
    return {
      kind: "element-brief" as const,
      ...resolveElementBrief(element, identity),
      filename: briefFilename(identity, element.id),
    };
  };

  const apply = async (input: unknown) => {
    const parsed = parseSource(input);
    try {
      // Not an object: refused exactly as POST /api/generate refuses it.
      const request = validateGenerateRequest(
        isObject(parsed) ? { kind: "element-brief", ...parsed } : parsed,
      );
      if (request.kind !== "element-brief")
        throw StudioError.of("invalid_request", "the elements tool reads element-brief sources", "kind");
      elementId = request.elementId;
      if (request.identity) context.setIdentity(request.identity);
    } catch (error) {
      throw StudioError.from(error);
    }
    context.persist();
    return source();
  };

  return {
    id: "elements",
    exports: [],
    readSource: () => structuredClone(source()),
    initialSource: () => ({
      kind: "element-brief",
      elementId: ELEMENTS[0]?.id,
      identity: context.identity(),
    }),
    applySource: apply,
    controls: () => {
      const target = toolFor(elementById(elementId));
      const select: Control = {
        label: "Element",
        kind: "select",
        value: elementId,
        options: ELEMENTS.map((element) => element.id),
        optionLabels: Object.fromEntries(
          ELEMENTS.map((element) => [element.id, `${element.name} (${element.category})`]),
        ),
        enabled: true,
        section: "Element",
        commit: (value: unknown) =>
          apply({ elementId: value, identity: context.identity() }).then(() => undefined),
      };
      // Offered only for elements a Studio tool makes (the catalog's `generation` names the request).
      if (!target) return [select];
      const open: Control = {
        label: OPEN_LABEL,
        kind: "button",
        value: undefined,
        enabled: true,
        section: "Element",
        hint: `opens ${toolName(target)} on this element's request; ${toolName(target)}'s previous source stays restorable`,
        run: async () => {
          await context.open(target, brief().request);
          return target;
        },
      };
      return [select, open];
    },
    async render(element) {
      const resolved = brief();
      const target = toolFor(elementById(elementId));
      element.innerHTML = "";
      const article = document.createElement("article");
      article.className = "brief";
      const heading = document.createElement("h2");
      heading.textContent = resolved.element.name;
      const description = document.createElement("p");
      description.textContent = `${resolved.element.category} · ${resolved.element.description}`;
      const making = document.createElement("p");
      making.className = "making";
      making.textContent = target
        ? `Made in the ${toolName(target)} tool: ${OPEN_LABEL} opens it there.`
        : "Marque does not make this element in the Studio; its brief below describes it.";
      const pre = document.createElement("pre");
      pre.textContent = JSON.stringify(resolved, null, 2);
      // A scrollable region must be reachable from the keyboard.
      pre.tabIndex = 0;
      pre.setAttribute("aria-label", `Brief of ${resolved.element.name} as JSON`);
      article.append(heading, description, making, pre);
      element.append(article);
    },
  };
};
