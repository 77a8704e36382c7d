// The client's types from the served /openapi.json: the app is built in-process (no network, no port), its
// document read as a client reads it, and turned into TypeScript by openapi-typescript with default flags.
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { buildApp } from "../../../src/server/app.js";

/** The committed file the client imports its types from. */
export const SCHEMA_FILE = fileURLToPath(new URL("../src/schema.d.ts", import.meta.url));

const HEADER =
  "// Generated from the served /openapi.json by `npm run client:generate` (openapi-typescript). Do not edit:\n" +
  "// test/clients/typescript-client.test.ts fails when it differs from what the server serves.\n\n";

/** The schema file's text as the app's OpenAPI document makes it now. */
export async function generatedSchema(): Promise<string> {
  const app = await buildApp();
  try {
    const response = await app.inject({ method: "GET", url: "/openapi.json" });
    if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
    return HEADER + astToString(await openapiTS(response.json()));
  } finally {
    await app.close();
  }
}
