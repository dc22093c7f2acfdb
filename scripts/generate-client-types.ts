// `npm run client:types`: regenerates clients/typescript/src/schema.ts from the endpoint catalog.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// The document states each bucket's limit; the types carry the contract's, not this shell's multiplier.
process.env.RATE_LIMIT_MULTIPLIER = '1';
const { CLIENT_TYPES_FILE, generateClientTypes } = await import('./lib/client-types');
const { REPO_ROOT } = await import('./lib/repo-root');

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
console.log(`Wrote ${path.relative(REPO_ROOT, CLIENT_TYPES_FILE)}`);
