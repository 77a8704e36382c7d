// The Elements tool shows each element's brief exactly as POST /api/generate answers it for the same
// identity: the same JSON, `kind` included, in the same order.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

describe("the Elements tool's brief", () => {
  it("is the HTTP answer for the same element and identity, byte for byte", async () => {
    const { page, errors } = await browser.fresh();
    await openStudio(page, server.url);
    const picks = [ELEMENTS[0], ELEMENTS[ELEMENTS.length - 1]].map((element) => element?.id ?? "");
    for (const elementId of picks) {
      const shown = await inStudio<{ text: string; identity: unknown }>(
        page,
        async (s, { elementId }) => {
          await s.invoke("tool.open", { tool: "elements" });
          await s.set("Element", elementId);
          return {
            text: document.querySelector("article.brief pre")?.textContent,
            identity: s.readSource().identity,
          };
        },
        { elementId },
      );
      const answer = await server.postJson({ kind: "element-brief", elementId, identity: shown.identity });
      expect(answer.status).toBe(200);
      expect(shown.text).toBe(JSON.stringify(answer.json, null, 2));
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
