import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import path from 'node:path';
import { getOpenApiDocument } from '@/lib/systems/game/api-catalog/get-openapi-document';
import { REPO_ROOT } from './repo-root';

/** The typed client's generated types, committed so its users need no server to build against. */
export const CLIENT_TYPES_FILE = path.join(REPO_ROOT, 'clients', 'typescript', 'src', 'schema.ts');

/** The types openapi-typescript makes of the catalog's OpenAPI document, as the file's text. */
export async function generateClientTypes(): Promise<string> {
  // servers[] is not part of the types; any origin gives the same output.
  const document = await getOpenApiDocument({ baseUrl: 'http://localhost:3000' });
  const ast = await openapiTS(JSON.stringify(document));
  return `${COMMENT_HEADER}// Regenerate with \`npm run client:types\`; a unit test fails while this file is out of date.\n\n${astToString(ast)}`;
}
