/** The resource map the page opens on; the server reads it for the first HTML. */
export const RESOURCE_MAP_START = { country: 'US', resource: 'oil' } as const;
