import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';

/** Every client-envelope endpoint, from the manifests, keyed `METHOD path`; a route declared twice fails. */
export const clientEndpoints: Readonly<
  Record<string, ClientEndpoint & { system: SystemManifest['system'] }>
> = Object.fromEntries(
  SYSTEM_MANIFESTS.flatMap((manifest) =>
    Object.values(manifest.clientEndpoints as Record<string, ClientEndpoint>).map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      { ...endpoint, system: manifest.system },
    ]),
  ).map((entry, index, all) => {
    if (all.findIndex(([key]) => key === entry[0]) !== index)
      throw new Error(`${entry[0]} is declared twice`);
    return entry;
  }),
);
