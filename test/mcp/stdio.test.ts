// The MCP server over stdio: the CLI's `marque mcp` run as a child process (under tsx), driven by the SDK's
// own client, offline — no HTTP server is started; exports render in that process.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { call, mcpConformance, RAW_INITIALIZE } from "./conformance.js";

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));
const MCP_ARGS = ["--import", "tsx", CLI, "mcp"];

/** A connected SDK client to a new `marque mcp`; `env` adds to the SDK's default environment. */
async function connect(env: Record<string, string> = {}) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: MCP_ARGS,
    env,
    stderr: "pipe",
  });
  const client = new Client({ name: "marque-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

/** The pids of a process's children (Chromium, once an export ran). */
const childrenOf = (pid: number) =>
  execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .split(/\s+/u)
    .filter(Boolean);

const alive = (pid: string) => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

describe("MCP over stdio (marque mcp)", () => {
  let client: Client;
  let stderr = "";
  beforeAll(async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: MCP_ARGS, stderr: "pipe" });
    transport.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    client = new Client({ name: "marque-test", version: "1.0.0" });
    await client.connect(transport);
  }, 60_000);
  afterAll(() => client?.close());

  mcpConformance(() => client, "stdio");

  it("answers an image resource in any format, and refuses one that names no artifact", async () => {
    const made = await call(client, "make_background", { width: 320, height: 200 });
    const png = made.content.find((c) => c.type === "resource_link" && c.mimeType === "image/png");
    const uri = png && "uri" in png ? png.uri : "";
    const pdf = await client.readResource({ uri: uri.replace(/\.png$/u, ".pdf") });
    const [contents] = pdf.contents;
    expect(contents?.mimeType).toBe("application/pdf");
    expect(
      Buffer.from(contents && "blob" in contents ? contents.blob : "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await expect(client.readResource({ uri: "marque://images/e30.svg" })).rejects.toThrow(
      /background or template/u,
    );
    expect(stderr).toBe("");
  });

  it("without Chromium, an export is a tool error naming what is missing and how to install it", async () => {
    const missing = await connect({ CHROMIUM_PATH: "/nonexistent/chromium" });
    try {
      const result = await call(missing, "make_design_sequence", { ratio: "square", format: "png" });
      expect(result.isError).toBe(true);
      const { error } = JSON.parse((result.content[0] as { text: string }).text);
      expect(error.code).toBe("capability_unavailable");
      expect(error.message).toContain("Chromium is not installed at /nonexistent/chromium");
      expect(error.message).toContain("apt-get install -y chromium");
    } finally {
      await missing.close();
    }
  }, 60_000);
});

describe("marque mcp: an export that outlasts the wait", () => {
  it("answers the job's id without HTTP links, then export {id} collects the file, with progress notifications", async () => {
    // A one-second wait (MARQUE_MCP_EXPORT_WAIT_MS): the first export of a process, which launches Chromium
    // and loads the Studio before a 12-frame Motion GIF, outlasts it.
    const client = await connect({ MARQUE_MCP_EXPORT_WAIT_MS: "1000" });
    try {
      const motion = {
        kind: "motion",
        version: 1,
        size: "square",
        material: { materialId: materialsCatalog.defaults.animation },
        mark: { scale: 50, entrance: { kind: "rise", easing: "ease-out", delayMs: 100, durationMs: 350 } },
        export: { width: 160, fps: 12, durationMs: 1000, quality: "fast", loop: "seamless" },
      };
      const first = await call(client, "export", { document: motion, format: "gif" });
      expect(first.isError, JSON.stringify(first.content[0])).toBeFalsy();
      const pending = JSON.parse((first.content[0] as { text: string }).text);
      expect(pending).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/u) });
      expect(["queued", "running"]).toContain(pending.status);
      expect(pending).not.toHaveProperty("links");
      expect(pending.next).toContain(`call export with {"id":"${pending.id}"}`);

      // Each follow-up waits up to the bound again; the client asked for progress, so frames are reported.
      const progress: { progress: number; total?: number }[] = [];
      let answer: CallToolResult | undefined;
      for (let calls = 0; calls < 120 && !answer; calls++) {
        const result = (await client.callTool({ name: "export", arguments: { id: pending.id } }, undefined, {
          onprogress: (p) => progress.push(p),
        })) as CallToolResult;
        expect(result.isError, JSON.stringify(result.content[0])).toBeFalsy();
        if (result.content.some((c) => c.type === "resource")) answer = result;
      }
      if (!answer) throw new Error("the export never finished");
      const file = answer.content.find((c) => c.type === "resource");
      const gif = Buffer.from(file && "blob" in file.resource ? file.resource.blob : "", "base64");
      expect(gif.subarray(0, 6).toString("latin1")).toBe("GIF89a");
      expect(file?.resource.uri).toBe(`marque://exports/${pending.id}/file`);
      // Frames of the 12, in order.
      expect(progress.length).toBeGreaterThan(1);
      expect(progress.every((p) => p.total === 12)).toBe(true);
      const values = progress.map((p) => p.progress);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    } finally {
      await client.close();
    }
  }, 180_000);
});

describe("marque mcp exporting, then stdin closed", () => {
  it("exports a JPEG in its own process, then exits with its Chromium once stdin ends", async () => {
    const child = spawn(process.execPath, MCP_ARGS, { stdio: ["pipe", "pipe", "pipe"] });
    const exited = once(child, "exit").then(([code]) => code as number | null);
    let chromium: string[] = [];
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
      const answer = async (id: number) => {
        for (;;) {
          const { value, done } = await lines.next();
          if (done) throw new Error(`stdout ended before answer ${id}; stderr: ${stderr}`);
          const message = JSON.parse(value);
          if (message.id === id) return message;
        }
      };
      send(RAW_INITIALIZE);
      await answer(1);
      send({ jsonrpc: "2.0", method: "notifications/initialized" });
      send({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "make_design_sequence", arguments: { ratio: "square", format: "jpg" } },
      });
      const result = (await answer(2)).result as CallToolResult;
      expect(result.isError, JSON.stringify(result.content[0])).toBeFalsy();
      const file = result.content.find((c) => c.type === "resource");
      const jpeg = Buffer.from(file && "blob" in file.resource ? file.resource.blob : "", "base64");
      expect(jpeg.subarray(0, 3).toString("hex")).toBe("ffd8ff");
      const { format, width, height } = await sharp(jpeg).metadata();
      expect(format).toBe("jpeg");
      expect(width).toBeGreaterThan(0);
      expect(height).toBe(width);
      chromium = childrenOf(child.pid ?? 0);
      expect(chromium.length).toBeGreaterThan(0);
      child.stdin.end();
      const code = await Promise.race([exited, setTimeout(10_000, "still running after 10 s")]);
      expect(code).toBe(0);
      expect(chromium.filter(alive)).toEqual([]);
      expect(stderr).toBe("");
    } finally {
      // A failed run leaves nothing behind.
      if (child.exitCode === null) child.kill("SIGKILL");
      for (const pid of chromium.filter(alive)) process.kill(Number(pid), "SIGKILL");
    }
  }, 120_000);
});
