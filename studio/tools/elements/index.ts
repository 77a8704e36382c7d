// elements: browse the element taxonomy, read an element's brief for the active identity, and open the
// artifact it names in the tool that makes it.
import { ELEMENTS } from "../../../src/catalog/elements/index.js";
import { generate } from "../../../src/generate/generate.js";
import { validateGenerateRequest } from "../../../src/generate/validate.js";
import { StudioError } from "../../api/errors.js";
import type { Tool, ToolFactory } from "../types.js";

type Brief = {
  element: { name: string; description: string; category: string };
  request?: Record<string, unknown>;
} & Record<string, unknown>;

/** The tool that makes a generation request's artifact. */
function toolFor(request: Record<string, unknown>): string | undefined {
  if (request.kind === "background") return "surface";
  if (request.kind === "template") return String(request.template);
  return undefined;
}

export const createElementsTool: ToolFactory = async (context, saved): Promise<Tool> => {
  const first = ELEMENTS[0]?.id ?? "";
  let elementId =
    typeof (saved as { elementId?: unknown })?.elementId === "string"
      ? (saved as { elementId: string }).elementId
      : first;

  const source = () => ({ kind: "element-brief", elementId, identity: context.identity() });
  const brief = async (): Promise<Brief> =>
    generate(validateGenerateRequest(source()), await context.fonts()).body as unknown as Brief;

  const apply = async (input: unknown) => {
    const parsed = typeof input === "string" ? safeJson(input) : input;
    try {
      const request = validateGenerateRequest({ kind: "element-brief", ...(parsed as object) });
      if (request.kind !== "element-brief")
        throw StudioError.of("invalid_request", "the elements tool reads element-brief sources", "kind");
      elementId = request.elementId;
      if (request.identity) context.setIdentity(request.identity);
    } catch (error) {
      throw StudioError.from(error);
    }
    context.persist();
    return source() as Record<string, unknown>;
  };

  return {
    id: "elements",
    exports: [],
    readSource: () => structuredClone(source()) as Record<string, unknown>,
    applySource: apply,
    controls: () => [
      {
        label: "Element",
        kind: "select",
        value: elementId,
        options: ELEMENTS.map((element) => element.id),
        enabled: true,
        commit: (value: unknown) =>
          apply({ elementId: value, identity: context.identity() }).then(() => undefined),
      },
      {
        label: "Open artifact in its tool",
        kind: "button",
        value: undefined,
        enabled: true,
        run: async () => {
          const { request } = await brief();
          const tool = request ? toolFor(request) : undefined;
          if (!request || !tool) {
            throw StudioError.of(
              "invalid_request",
              `Marque cannot make ${elementId} as an artifact; read its brief instead`,
              "elementId",
            );
          }
          await context.open(tool, request);
          return tool;
        },
      },
    ],
    async render(element) {
      const resolved = await brief();
      element.innerHTML = "";
      const article = document.createElement("article");
      article.className = "brief";
      const heading = document.createElement("h2");
      heading.textContent = resolved.element.name;
      const description = document.createElement("p");
      description.textContent = `${resolved.element.category} · ${resolved.element.description}`;
      const pre = document.createElement("pre");
      pre.textContent = JSON.stringify(resolved, null, 2);
      // A scrollable region must be reachable from the keyboard.
      pre.tabIndex = 0;
      pre.setAttribute("aria-label", `Brief of ${resolved.element.name} as JSON`);
      article.append(heading, description, pre);
      element.append(article);
    },
  };
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw StudioError.of(
      "invalid_json",
      `the source is not valid JSON: ${(error as Error).message}`,
      "source",
    );
  }
}
