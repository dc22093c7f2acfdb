export const HOST_CONFIG_VARIABLE = 'STATECRAFT_EMBEDDED_HOST_CONFIG';

/** What startEmbeddedPostgres() hands its host process (lib/platform/db/embedded-host.ts). */
export interface EmbeddedHostConfig {
  clusterDir: string;
  password: string;
  /** 0 picks a free loopback port. */
  port: number;
  /** false trades crash safety for speed (tests): fsync, full-page writes and synchronous commit off. */
  durable: boolean;
  /** Extra `name=value` server settings. */
  settings?: string[];
}
