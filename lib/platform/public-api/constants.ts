/** Constants of the API surface itself; domain limits live in lib/<domain>/constants.ts. */

export const PUBLIC_V1_PREFIX = '/api/public/v1';
export const PRIVATE_V1_PREFIX = '/api/v1';
export const API_KEY_HEADER = 'X-API-Key';
export const OPENAPI_VERSION = '3.1.0';
/** The same OpenAPI document, served without a key for the reference page and code generators. */
export const KEYLESS_OPENAPI_PATH = '/api/docs/openapi.json';
/** The interactive API reference page. */
export const API_REFERENCE_PATH = '/docs/api';
