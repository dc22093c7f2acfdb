import { nameEndpoints } from '@/lib/platform/public-api/define-endpoint';
import { bondEndpoints } from './endpoints/bonds';
import { characterEndpoints } from './endpoints/characters';
import { civicEndpoints } from './endpoints/civic';
import { conflictEndpoints } from './endpoints/conflicts';
import { corporationEndpoints } from './endpoints/corporations';
import { countryEndpoints } from './endpoints/countries';
import { commodityEndpoints } from './endpoints/commodities';
import { economyEndpoints } from './endpoints/economy';
import { forexEndpoints } from './endpoints/forex';
import { electionEndpoints } from './endpoints/elections';
import { fundEndpoints } from './endpoints/funds';
import { gameEndpoints } from './endpoints/game';
import { legislationEndpoints } from './endpoints/legislation';
import { metaEndpoints } from './endpoints/meta';
import { moneyEndpoints } from './endpoints/money';
import { organizationEndpoints } from './endpoints/organizations';
import { partyEndpoints } from './endpoints/parties';
import { tradeEndpoints } from './endpoints/trade';

/**
 * Every v1 endpoint, declared once in `endpoints/<tag>.ts`. Routing validation, /meta, /openapi.json
 * and the contract test all read this object; an endpoint added there is documented and
 * contract-tested automatically. The order here is the order /meta lists them in.
 */
export const endpoints = nameEndpoints({
  ...gameEndpoints,
  ...countryEndpoints,
  ...economyEndpoints,
  ...commodityEndpoints,
  ...tradeEndpoints,
  ...forexEndpoints,
  ...corporationEndpoints,
  ...partyEndpoints,
  ...characterEndpoints,
  ...civicEndpoints,
  ...organizationEndpoints,
  ...conflictEndpoints,
  ...electionEndpoints,
  ...bondEndpoints,
  ...fundEndpoints,
  ...legislationEndpoints,
  ...moneyEndpoints,
  ...metaEndpoints,
});

export type EndpointId = keyof typeof endpoints;
