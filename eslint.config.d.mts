// Types of eslint.config.mjs's named exports, for scripts/deps.ts and the layer lint test.
import type { Linter } from 'eslint';

export const SYSTEM_IMPORTS: Readonly<Record<string, readonly string[]>>;
export const TEST_FILES: readonly string[];
export function isTestFile(repoPath: string): boolean;
declare const config: Linter.Config[];
export default config;
