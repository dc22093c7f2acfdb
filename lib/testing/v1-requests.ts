import { endpoints, type EndpointId } from '@/lib/systems/game/api-catalog/catalog';
import { callEndpoint, type CallOptions } from './route-files';

/**
 * Calls a v1 endpoint's real route handler by catalog id, so domain tests need not import the API
 * layer. Bodies are loosely typed: their shapes are pinned by the contract test.
 */
export async function callV1(id: EndpointId, options: CallOptions = {}) {
  const response = await callEndpoint(endpoints[id], options);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await response.json()) as Record<string, any>;
  return { status: response.status, headers: response.headers, body };
}
