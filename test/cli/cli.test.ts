// The CLI run as a child process (src/cli/main.ts under tsx): help from the contract, files offline and from
// a running server, batches with a summary, docs, and the documented exit codes.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { kindFlags } from "../../src/cli/flags.js";
import { useServer } from "../support/server.js";

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function marque(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

const dir = () => mkdtempSync(join(tmpdir(), "marque-cli-"));

describe("marque (the CLI)", () => {
  const server = useServer();

  it("lists its commands, and exits 2 on an unknown one", async () => {
    const help = await marque("--help");
    expect(help.code).toBe(0);
    for (const command of ["serve", "worker", "mcp", "generate", "docs"])
      expect(help.stdout.toString()).toContain(command);
    const unknown = await marque("paint");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no command "paint"');
  });

  it("worker: exits 2 without MARQUE_REDIS_URL or with an argument, saying what to set", async () => {
    const bare = await marque("worker");
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("marque worker: set MARQUE_REDIS_URL");
    const extra = await marque("worker", "now");
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain("takes no arguments");
    const help = await marque("worker", "--help");
    expect(help.code).toBe(0);
    expect(help.stdout.toString()).toContain("MARQUE_REDIS_URL");
  });

  it("generate <kind> --help lists every field of the contract as a flag", async () => {
    const { code, stdout } = await marque("generate", "template", "--help");
    expect(code).toBe(0);
    const flags = kindFlags("template");
    expect(flags.map((f) => f.name)).toEqual(
      expect.arrayContaining(["template", "slideLayout", "identity.preset"]),
    );
    for (const flag of flags) expect(stdout.toString()).toContain(`--${flag.name} `);
    expect(stdout.toString()).toMatch(/--slideLayout +one of: title, section/u);
  });

  it("generates a PNG offline from flags, to a file", async () => {
    const out = join(dir(), "bg.png");
    const run = await marque(
      "generate",
      "background",
      "--width",
      "640",
      "--height",
      "360",
      "--style",
      "dither",
      "--identity.preset",
      "tessel-labs",
      "--format",
      "png",
      "--scale",
      "2",
      "-o",
      out,
    );
    expect(run.code, run.stderr).toBe(0);
    const meta = await sharp(readFileSync(out)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1280, 720]);
  });

  it("a refused request exits 1 with every issue named by its flag; a bad flag exits 2", async () => {
    const refused = await marque("generate", "background", "--width", "5000", "--colorA", "red");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("invalid_request");
    expect(refused.stderr).toMatch(/^ {2}--width: /mu);
    expect(refused.stderr).toMatch(/^ {2}--colorA: /mu);
    const unknownFlag = await marque("generate", "background", "--nope", "1");
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("--nope");
    const badFormat = await marque("generate", "background", "--format", "bmp");
    expect(badFormat.code).toBe(2);
  });

  it("--server sends the request to a running Marque: the same bytes as offline; out of reach exits 3", {
    timeout: 60_000,
  }, async () => {
    // A PDF, whose title (R&D: an entity in the SVG's <title>) is read the same way on both sides.
    const args = ["generate", "template", "--template", "blog", "--title", "R&D notes", "--format", "pdf"];
    const [remote, local] = await Promise.all([marque(...args, "--server", server.url), marque(...args)]);
    expect(remote.code, remote.stderr).toBe(0);
    expect(remote.stdout.subarray(0, 5).toString()).toBe("%PDF-");
    expect(remote.stdout.equals(local.stdout)).toBe(true);
    const down = await marque(...args, "--server", "http://127.0.0.1:9");
    expect(down.code).toBe(3);
    expect(down.stderr).toContain("cannot reach");
  });

  it("--batch writes each request's file, then a summary naming the failed lines; exit 1", async () => {
    const folder = dir();
    const requests = join(folder, "requests.jsonl");
    writeFileSync(
      requests,
      [
        JSON.stringify({ kind: "background", settings: { width: 320, height: 200 } }),
        JSON.stringify({ kind: "background", settings: { width: 99999 } }),
        "{not json",
        JSON.stringify({ kind: "element-brief", elementId: "favicon" }),
      ].join("\n"),
    );
    const out = join(folder, "out");
    const run = await marque("generate", "--batch", requests, "-o", out, "--format", "png");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("4 requests: 2 written");
    expect(run.stderr).toMatch(/line 2: invalid_request[^\n]*\n {4}settings\.width: /u);
    expect(run.stderr).toContain("line 3: invalid_json");
    const files = readdirSync(out).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^1-.+\.png$/u);
    expect(files[1]).toMatch(/^4-.+\.json$/u);
  });

  it("docs prints a page, or search hits for other words", async () => {
    const page = await marque("docs", "generate/template");
    expect(page.code).toBe(0);
    expect(page.stdout.toString()).toMatch(/^# Templates/u);
    const hits = await marque("docs", "dither");
    expect(hits.code).toBe(0);
    expect(hits.stdout.toString()).toContain("material");
  });
});
