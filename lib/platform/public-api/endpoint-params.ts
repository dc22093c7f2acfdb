import type { AnyEndpoint } from './define-endpoint';
import { describeParams, type ParamDescription } from './json-schema';

/** Path parameters first, then the query string, as /meta and OpenAPI list them. */
export function endpointParams(endpoint: AnyEndpoint): ParamDescription[] {
  return [...describeParams(endpoint.params, 'path'), ...describeParams(endpoint.query, 'query')];
}

/** `/country/[code]` (Next.js and catalog notation) as `/country/{code}` (OpenAPI notation). */
export function openApiPath(path: string): string {
  return path.replace(/\[([^\]]+)\]/g, '{$1}');
}
