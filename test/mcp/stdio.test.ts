// The MCP server over stdio: the CLI's `marque mcp` run as a child process (under tsx), driven by the SDK's
// own client, offline — no HTTP server is started.
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, mcpConformance } from "./conformance.js";

const CLI = fileURLToPath(new URL("../../src/cli/main.ts", import.meta.url));

describe("MCP over stdio (marque mcp)", () => {
  let client: Client;
  let stderr = "";
  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "tsx", CLI, "mcp"],
      stderr: "pipe",
    });
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
});
