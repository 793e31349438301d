/** `npm run schemas`: writes schemas/*.json from the contract. A unit test fails when they drift. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedSchemas, schemaText } from './json-schemas.ts';

const dir = join(import.meta.dirname, '../../schemas');
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(generatedSchemas())) {
  writeFileSync(join(dir, file), schemaText(schema));
  console.log(`schemas/${file}`);
}
