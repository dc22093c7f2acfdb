import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Folders whose contents end up in the production build (workers: the turn worker's bundle). */
export const BUILD_INPUT_DIRS = ['app', 'components', 'lib', 'models', 'public', 'workers'] as const;

/** Single files that change the build; missing ones are skipped. */
export const BUILD_INPUT_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
] as const;

/**
 * Test files and lib/testing live beside the code but never reach the bundle (production code never imports
 * lib/testing), so editing them must not force a rebuild.
 */
function isBuildInput(relativePath: string): boolean {
  const name = path.basename(relativePath);
  if (/\.test\.tsx?$|\.world-checks\.ts$/.test(name)) return false;
  if (relativePath.startsWith('lib/testing/')) return false;
  if (name === '.DS_Store') return false;
  return true;
}

async function listFiles(root: string, relativeDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, relativeDir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(relativeDir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else if (entry.isFile() && isBuildInput(relative)) files.push(relative);
  }
  return files;
}

/** Every file that feeds `next build`, as sorted paths relative to root. */
export async function listBuildInputs(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const dir of BUILD_INPUT_DIRS) files.push(...(await listFiles(root, dir)));
  for (const file of BUILD_INPUT_FILES) {
    if (await exists(path.join(root, file))) files.push(file);
  }
  return files.sort();
}

async function exists(filePath: string): Promise<boolean> {
  try {
    await stat(filePath);
    return true;
  } catch {
    return false;
  }
}

async function readIfExists(filePath: string): Promise<Buffer | undefined> {
  try {
    return await readFile(filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * One digest over the build's inputs: each file's path and contents, plus NEXT_PUBLIC_* variables,
 * which Next inlines into the client bundle at build time.
 */
export async function hashBuildInputs(
  root: string,
  environment: Record<string, string | undefined> = process.env,
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listBuildInputs(root)) {
    const contents = await readIfExists(path.join(root, file));
    if (contents === undefined) continue;
    hash.update(`file ${file} ${contents.length}\n`);
    hash.update(contents);
  }
  const publicVariables = Object.keys(environment)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort();
  for (const name of publicVariables) hash.update(`env ${name}=${environment[name] ?? ''}\n`);
  return hash.digest('hex');
}
