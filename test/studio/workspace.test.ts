// The Studio as a brand workspace (issue 32): projects in tabs (create, rename, duplicate, delete, reorder,
// switch, with every tool following the active project), the project.* and design.* actions, saved designs
// per project and tool, the command palette by keyboard, and the layout at desktop and phone widths.
// Real Chromium against the real server; each test opens a fresh context (empty storage). What the Studio
// keeps (IndexedDB, migration, a corrupt store, the project file) is workspace-store.test.ts's.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, seriousViolations, useBrowser, waitForReady } from "./helpers.js";
import { answer, identityOf, menu, projects, storedWhen, tabs } from "./workspace-helpers.js";

const server = useServer();
const browser = useBrowser();

describe("projects", () => {
  it("creates, renames, duplicates, deletes, reorders and switches, and every tool follows the active project", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    expect(await tabs(page)).toEqual([{ name: "My brand", selected: true }]);
    expect(await page.getAttribute("#project-tabs", "role")).toBe("tablist");

    // New project from the bar's + button, named in the dialog; it opens and becomes active.
    await page.click("#new-project");
    await answer(page, "Acme");
    await page.waitForFunction(() => document.querySelectorAll("#project-tabs [role=tab]").length === 2);
    expect(await tabs(page)).toEqual([
      { name: "My brand", selected: false },
      { name: "Acme", selected: true },
    ]);
    // Its identity is its own: give Acme a built-in identity through the Identity tool.
    await inStudio(page, async (s) => {
      await s.invoke("tool.open", { tool: "identity" });
      await s.set("Preset", "fernway-press");
      await s.invoke("tool.open", { tool: "surface" });
      await s.set("Width", 1000);
    });
    expect(await identityOf(page)).toEqual({ preset: "fernway-press" });
    const drawnWidth = () =>
      page.evaluate(() => document.querySelector("#preview svg")?.getAttribute("width"));
    expect(await drawnWidth()).toBe("1000");

    // Switching back: Surface now draws My brand's identity, and so does every other tool.
    await page.getByRole("tab", { name: /My brand/u }).click();
    await page.waitForFunction(
      () => document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent === "My brand",
    );
    await page.waitForFunction(
      () => (window as any).marque.studio.readSource().identity?.preset === "starter",
    );
    expect(await identityOf(page)).toEqual({ preset: "starter" });
    // Each project keeps its own sources: My brand's Surface was never made 1000 wide, and draws so.
    expect(await inStudio(page, async (s) => s.readSource().settings.width)).toBe(1200);
    expect(await drawnWidth()).toBe("1200");
    await inStudio(page, async (s) => s.invoke("tool.open", { tool: "blog" }));
    expect(await identityOf(page)).toEqual({ preset: "starter" });
    await inStudio(page, async (s, { p0 }) => s.invoke("project.open", { id: p0 }), {
      p0: (await projects(page)).find((p) => p.name === "Acme")?.id,
    });
    expect(await identityOf(page)).toEqual({ preset: "fernway-press" });
    await inStudio(page, async (s) => s.invoke("tool.open", { tool: "surface" }));
    expect(await inStudio(page, async (s) => s.readSource().settings.width)).toBe(1000);

    // Rename with F2 on the focused tab.
    await page.getByRole("tab", { name: /Acme/u }).focus();
    await page.keyboard.press("F2");
    await answer(page, "Acme Rebrand");
    expect((await tabs(page)).map((t) => t.name)).toEqual(["My brand", "Acme Rebrand"]);

    // Duplicate from the Projects menu: a copy with the same identity opens as the active tab.
    await menu(page, "Duplicate project");
    await page.waitForFunction(() => document.querySelectorAll("#project-tabs [role=tab]").length === 3);
    expect(await tabs(page)).toEqual([
      { name: "My brand", selected: false },
      { name: "Acme Rebrand", selected: false },
      { name: "Acme Rebrand copy", selected: true },
    ]);
    expect(await identityOf(page)).toEqual({ preset: "fernway-press" });

    // Reorder by keyboard: Alt+Shift+← moves the focused tab, and the focus stays on it.
    await page.getByRole("tab", { name: /Acme Rebrand copy/u }).focus();
    await page.keyboard.press("Alt+Shift+ArrowLeft");
    await page.keyboard.press("Alt+Shift+ArrowLeft");
    expect((await tabs(page)).map((t) => t.name)).toEqual(["Acme Rebrand copy", "My brand", "Acme Rebrand"]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Acme Rebrand copy");
    // Arrows move the focus between tabs (manual activation: Enter switches).
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent === "My brand",
    );

    // Reorder by drag: My brand dropped after Acme Rebrand.
    const target = await page.locator("#project-tabs [role=tab]:nth-child(3)").boundingBox();
    await page.dragAndDrop("#project-tabs [role=tab]:nth-child(2)", "#project-tabs [role=tab]:nth-child(3)", {
      targetPosition: { x: (target?.width ?? 100) - 4, y: 10 },
    });
    expect((await tabs(page)).map((t) => t.name)).toEqual(["Acme Rebrand copy", "Acme Rebrand", "My brand"]);

    // Delete the copy (confirmed); built-ins cannot be deleted.
    await page.getByRole("tab", { name: /Acme Rebrand copy/u }).click();
    await page.waitForFunction(
      () =>
        document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent ===
        "Acme Rebrand copy",
    );
    await menu(page, "Delete project…");
    await page.getByRole("button", { name: "Delete" }).click();
    await page.waitForFunction(() => document.querySelectorAll("#project-tabs [role=tab]").length === 2);
    const list = await projects(page);
    expect(list.map((p) => p.name)).not.toContain("Acme Rebrand copy");
    expect(list.find((p) => p.active)?.name).toBe("Acme Rebrand");
    expect(list.filter((p) => p.builtIn)).toHaveLength(7);

    // The switcher opens a built-in project as a new tab.
    await menu(page, /^Halden Rail/u, "menuitemradio");
    await page.waitForFunction(
      () => document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent === "Halden Rail",
    );
    expect(await identityOf(page)).toEqual({ preset: "halden-rail" });
    await page.click("#project-menu-button");
    expect(await page.getAttribute("[role=menuitem]:has-text('Delete project…')", "aria-disabled")).toBe(
      "true",
    );
    await page.keyboard.press("Escape");
    // A built-in is renamed like an own project (F2), and stays built-in: its identity is the same.
    await page.getByRole("tab", { name: /Halden Rail/u }).focus();
    await page.keyboard.press("F2");
    await answer(page, "Halden (ours)");
    expect((await projects(page)).find((p) => p.id === "halden-rail")).toMatchObject({
      name: "Halden (ours)",
      builtIn: true,
    });

    // All of it is in IndexedDB, and comes back after a reload.
    await storedWhen(page, (db) => db.meta?.open?.length === 3 && db.meta.active === "halden-rail");
    await page.reload();
    await waitForReady(page, 1);
    expect((await tabs(page)).map((t) => t.name)).toEqual(["Acme Rebrand", "My brand", "Halden (ours)"]);
    expect((await tabs(page)).find((t) => t.selected)?.name).toBe("Halden (ours)");
    expect(await identityOf(page)).toEqual({ preset: "halden-rail" });

    // Closing a tab (Delete on it, or its ×) keeps the project in the switcher; the last tab stays open.
    await page.getByRole("tab", { name: /My brand/u }).focus();
    await page.keyboard.press("Delete");
    await page.waitForFunction(() => document.querySelectorAll("#project-tabs [role=tab]").length === 2);
    await page.click("#project-tabs [role=tab]:has-text('Acme Rebrand') .tab-close");
    await page.waitForFunction(() => document.querySelectorAll("#project-tabs [role=tab]").length === 1);
    await page.getByRole("tab", { name: /Halden/u }).focus();
    await page.keyboard.press("Delete");
    expect((await tabs(page)).map((t) => t.name)).toEqual(["Halden (ours)"]);
    expect((await projects(page)).filter((p) => !p.builtIn).map((p) => [p.name, p.open])).toEqual([
      ["Acme Rebrand", false],
      ["My brand", false],
    ]);
  });

  it("runs project.* and design.* with their strict schemas, and keeps designs per project and tool", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const result = await inStudio<Record<string, any>>(page, async (s) => {
      const created = await s.invoke("project.create", {
        name: "Studio North",
        identity: { preset: "oakum-furniture", tagline: "Made slowly" },
      });
      const identity = s.readSource().identity;
      await s.set("Width", 1000);
      const saved = await s.invoke("design.save", { name: "Wide" });
      await s.set("Width", 640);
      const second = await s.invoke("design.save", { name: "Narrow" });
      // Fork (default name, then a given one) and rename, by id.
      const fork = await s.invoke("design.fork", { id: saved.id });
      const named = await s.invoke("design.fork", { id: second.id, name: "Narrow B" });
      const renamed = await s.invoke("design.rename", { id: fork.id, name: "Wide again" });
      const forkErrors = [
        await s.invoke("design.fork", { id: "d-none" }).catch((e) => e.body.error),
        await s.invoke("design.rename", { id: saved.id }).catch((e) => e.body.error),
        await s.invoke("design.rename", { id: saved.id, name: " " }).catch((e) => e.body.error),
      ];
      const forked = { fork, named, renamed, forkErrors };
      const restored = await s.invoke("design.restore", { id: saved.id });
      const width = s.readSource().settings.width;
      await s.activate("Undo");
      const undone = s.readSource().settings.width;
      await s.invoke("design.restore", { id: fork.id });
      const forkWidth = s.readSource().settings.width;
      const surfaceList = await s.invoke("design.list");
      const blogList = await s.invoke("design.list", { tool: "blog" });
      // Restoring a design of another tool opens that tool.
      await s.invoke("tool.open", { tool: "blog" });
      await s.set("Title", "Spring notes");
      const blogDesign = await s.invoke("design.save", { name: "Spring" });
      await s.invoke("tool.open", { tool: "surface" });
      await s.invoke("design.restore", { id: blogDesign.id });
      const afterBlog = { tool: s.activeTool(), title: s.readSource().title };
      // Another project has none of these.
      await s.invoke("project.open", { id: "my-brand-missing" }).catch((e) => e.body.error.code);
      const mine = (await s.invoke("project.list")).find((p: { name: string }) => p.name === "My brand");
      await s.invoke("project.open", { id: mine.id });
      const otherProject = await s.invoke("design.list", { tool: "surface" });
      const bad = await s.invoke("design.save", { name: "" }).catch((e) => e.body);
      const describe = s.describe();
      return {
        created,
        identity,
        saved,
        second,
        restored: restored.settings.width,
        width,
        undone,
        surfaceList,
        blogList,
        afterBlog,
        otherProject,
        bad,
        describe,
        forked,
        forkWidth,
      };
    });
    expect(result.created).toMatchObject({
      name: "Studio North",
      builtIn: false,
      open: true,
      active: true,
      designs: 0,
    });
    expect(result.identity).toEqual({ preset: "oakum-furniture", tagline: "Made slowly" });
    expect(result.saved).toMatchObject({ name: "Wide", tool: "surface" });
    expect(result.saved).not.toHaveProperty("source");
    expect(result.restored).toBe(1000);
    expect(result.width).toBe(1000);
    // Restoring is one undoable edit.
    expect(result.undone).toBe(640);
    expect(result.forked.fork).toMatchObject({ name: "Wide copy", tool: "surface" });
    expect(result.forked.fork.id).not.toBe(result.saved.id);
    expect(result.forked.named).toMatchObject({ name: "Narrow B", tool: "surface" });
    expect(result.forked.renamed).toEqual({ ...result.forked.fork, name: "Wide again" });
    expect(result.forked.forkErrors).toEqual([
      expect.objectContaining({ code: "not_found", field: "id" }),
      expect.objectContaining({ code: "invalid_request" }),
      expect.objectContaining({ code: "invalid_request" }),
    ]);
    // The fork holds the design's source.
    expect(result.forkWidth).toBe(1000);
    expect(result.surfaceList.map((d: { name: string }) => d.name).sort()).toEqual([
      "Narrow",
      "Narrow B",
      "Wide",
      "Wide again",
    ]);
    expect(result.blogList).toEqual([]);
    expect(result.afterBlog).toEqual({ tool: "blog", title: "Spring notes" });
    expect(result.otherProject).toEqual([]);
    expect(result.bad.error).toMatchObject({ code: "invalid_request", field: "name" });
    expect(result.describe.actions).toEqual(
      expect.arrayContaining([
        "project.list",
        "project.open",
        "project.create",
        "design.save",
        "design.list",
        "design.restore",
        "design.fork",
        "design.rename",
      ]),
    );
    expect(result.describe.workspace).toMatchObject({
      stored: "indexeddb",
      setAside: [],
      project: { name: "My brand" },
    });
  });

  it("saves, restores, forks, renames and deletes designs in the panel", { timeout: 60_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await inStudio(page, async (s) => s.set("Width", 900));
    await inStudio(page, async (s) => s.activate("Saved designs"));
    expect(await page.isVisible("#designs-panel")).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("design-name");
    await page.fill("#design-name", "Launch");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Fork Launch" }).click();
    await page.getByRole("button", { name: "Rename Launch copy" }).click();
    await answer(page, "Launch alt");
    const names = () => page.$$eval("#design-list .design strong", (list) => list.map((e) => e.textContent));
    expect((await names()).sort()).toEqual(["Launch", "Launch alt"]);
    await inStudio(page, async (s) => s.set("Width", 700));
    await page.getByRole("button", { name: "Restore Launch", exact: true }).click();
    await page.waitForFunction(() => (window as any).marque.studio.readSource().settings.width === 900);
    await page.getByRole("button", { name: "Delete Launch alt" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll("#design-list .design").length === 1);
    expect(await names()).toEqual(["Launch"]);
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the panel and gives the focus back to its button.
    await page.focus("#design-name");
    await page.keyboard.press("Escape");
    expect(await page.isVisible("#designs-panel")).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("control-saved-designs");
    await storedWhen(page, (db) =>
      Object.entries(db).some(([key, value]) => key.startsWith("project:") && value.designs?.length === 1),
    );
  });
});

describe("the command palette", () => {
  it("opens with Ctrl+K and /, filters by fuzzy search, runs by keyboard and gives the focus back", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await page.focus("#control-reset-tool");
    await page.keyboard.press("Control+k");
    await page.locator("dialog.palette").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("palette-input");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type("blg cvr");
    expect(await page.textContent("#palette-list [aria-selected=true]")).toContain("Blog cover");
    await page.keyboard.press("Escape");
    await page.locator("dialog.palette").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("control-reset-tool");

    // "/" opens it too, but not while typing in a field.
    await page.focus("#control-reset-tool");
    await page.keyboard.press("/");
    await page.locator("dialog.palette").waitFor();
    await page.keyboard.type("ferway");
    expect(await page.textContent("#palette-list [aria-selected=true]")).toContain("Fernway Press");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () =>
        document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent === "Fernway Press",
    );
    // The switch draws the tool's controls again: focus a field of the redrawn inspector.
    const field = page.locator("#controls input[type=number]").first();
    await expect
      .poll(async () => {
        await field.focus();
        return page.evaluate(() => document.activeElement?.matches("#controls input[type=number]") ?? false);
      })
      .toBe(true);
    await page.keyboard.press("/");
    expect(await page.locator("dialog.palette").count()).toBe(0);

    // Through activate, and a material opens in the Design Lab.
    await inStudio(page, async (s) => s.activate("Command palette"));
    await page.locator("dialog.palette").waitFor();
    await page.keyboard.type("magma fold");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => (window as any).marque.studio.activeTool() === "material", null, {
      timeout: 15_000,
    });
    const material = await inStudio<string>(
      page,
      async (s) => s.controls().find((c) => c.label === "Material")?.value,
    );
    expect(material).toMatch(/magma/u);
  });
});

describe("the workspace's layout", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`fits ${viewport.width}×${viewport.height} without overlap or sideways scrolling, and passes axe`, async () => {
      const { page } = await browser.fresh(viewport);
      await openStudio(page, server.url, "?tool=surface");
      await inStudio(page, async (s) => {
        await s.invoke("project.create", { name: "Second brand" });
        await s.invoke("project.open", { id: "northlight-observatory" });
      });
      const layout = await page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)?.getBoundingClientRect();
        const bar = box(".projectbar");
        const top = box(".topbar");
        const rail = box(".rail");
        const actions = box("#workspace-actions");
        return {
          overflow: document.documentElement.scrollWidth > window.innerWidth,
          barBelowTop: !!bar && !!top && bar.top >= top.bottom - 0.5,
          railBelowBar: !!bar && !!rail && rail.top >= bar.bottom - 0.5,
          actionsInside: !!actions && actions.right <= window.innerWidth + 0.5,
          tabs: document.querySelectorAll("#project-tabs [role=tab]").length,
        };
      });
      expect(layout).toEqual({
        overflow: false,
        barBelowTop: true,
        railBelowBar: true,
        actionsInside: true,
        tabs: 3,
      });
      await page.click("#project-menu-button");
      expect(await seriousViolations(page)).toEqual([]);
      // The bar's buttons are reached by activate() as the page names them.
      const pressed = await inStudio<{ label: string; pressed: boolean }>(page, async (s) =>
        s.activate("Second brand project"),
      );
      expect(pressed).toMatchObject({ label: "Second brand project", pressed: true });
      expect(await inStudio(page, async (s) => s.describe().workspace.project.name)).toBe("Second brand");
    });
  }
});
