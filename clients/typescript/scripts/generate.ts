// npm run client:generate: rewrites clients/typescript/src/schema.d.ts from the app's /openapi.json.
import { writeFileSync } from "node:fs";
import { generatedSchema, SCHEMA_FILE } from "./schema-source.js";

const text = await generatedSchema();
writeFileSync(SCHEMA_FILE, text);
console.log(`wrote ${SCHEMA_FILE} (${text.length} characters)`);
