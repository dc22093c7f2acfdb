import { nameEndpoints } from './define-endpoint';
import { characterEndpoints } from './endpoints/characters';
import { countryEndpoints } from './endpoints/countries';
import { economyEndpoints } from './endpoints/economy';
import { gameEndpoints } from './endpoints/game';
import { metaEndpoints } from './endpoints/meta';
import { partyEndpoints } from './endpoints/parties';

/**
 * Every v1 endpoint, declared once in `endpoints/<tag>.ts`. Routing validation, /meta, /openapi.json
 * and the contract test all read this object; an endpoint added there is documented and
 * contract-tested automatically. The order here is the order /meta lists them in.
 */
export const endpoints = nameEndpoints({
  ...gameEndpoints,
  ...countryEndpoints,
  ...economyEndpoints,
  ...partyEndpoints,
  ...characterEndpoints,
  ...metaEndpoints,
});

export type EndpointId = keyof typeof endpoints;
