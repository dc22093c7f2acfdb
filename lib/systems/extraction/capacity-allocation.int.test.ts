// The capacity multiplier rules of docs/extraction.md against hand-computed cases, on a prepared state.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { newObjectId } from '@/lib/platform/ids';
import { capacityAllocationCtes, holderMultiplier, sectorMultipliersSelect } from './capacity-allocation';
import { DAYS_PER_TURN } from './constants';

const STATE = 'TX';
const TURN = 50;
/** Raw oil output of TX's extraction sector in every case, units per day. */
const SECTOR_OUTPUT = 1000;

const database = seededSuiteDatabase();
let holder: string;
let other: string;
let anchorPerUnit: number;
let usdRate: number;

beforeAll(async () => {
  const db = database.db;
  const corps = await db.execute<{ id: string }>(
    sql`select id from corporations where currency_code = 'USD' order by seq limit 2`,
  );
  [holder, other] = corps.rows.map((row) => row.id) as [string, string];
  const rate = await db.execute<{ per_unit: number; usd: number }>(sql`
    select (c.base_price / r.rate)::float8 as per_unit, (select rate::float8 from currencies where code = 'USD') as usd
    from sector_commodity_rates r join commodities c on c.key = r.commodity_key
    where r.sector_type = 'extraction' and r.commodity_key = 'oil' and r.direction = 'supply'`);
  anchorPerUnit = rate.rows[0]!.per_unit;
  usdRate = rate.rows[0]!.usd;
});

interface Producer {
  corporation: 'holder' | 'other';
  output: number;
}
interface Contract {
  share: number;
  grantedTurn?: number;
  revokedTurn?: number;
}
interface Case {
  name: string;
  /** null: no document; undefined oil key: an empty map. */
  capacity: number | null | 'empty';
  producers: Producer[];
  contract?: Contract;
  expected: { sector: number; holder?: number; pool?: number };
}

async function prepare(c: Case) {
  const db = database.db;
  await db.execute(sql`delete from extraction_contracts where state_id = ${STATE}`);
  await db.execute(sql`delete from state_resource_capacity where state_id = ${STATE}`);
  if (c.capacity !== null) {
    const map = c.capacity === 'empty' ? {} : { oil: c.capacity };
    await db.execute(sql`
      insert into state_resource_capacity (state_id, country_id, resources, updated_turn)
      values (${STATE}, 'US', ${JSON.stringify(map)}::jsonb, 0)`);
  }
  await db.execute(sql`
    update state_sectors set output = ${SECTOR_OUTPUT * anchorPerUnit}
    where state_id = ${STATE} and sector_type = 'extraction'`);
  await db.execute(
    sql`delete from corporation_sectors where state_id = ${STATE} and sector_type = 'extraction'`,
  );
  for (const p of c.producers) {
    const revenueCents = Math.round(p.output * anchorPerUnit * DAYS_PER_TURN * 100 * usdRate);
    await db.execute(sql`
      insert into corporation_sectors (corporation_id, state_id, sector_type, capital_stock_cents, last_revenue_cents)
      values (${p.corporation === 'holder' ? holder : other}, ${STATE}, 'extraction', 1, ${revenueCents})`);
  }
  if (c.contract) {
    await db.execute(sql`
      insert into extraction_contracts (id, state_id, country_id, corporation_id, resource, share, granted_turn,
        granted_by, granted_by_level, revoked_turn)
      values (${newObjectId()}, ${STATE}, 'US', ${holder}, 'oil', ${c.contract.share},
        ${c.contract.grantedTurn ?? TURN - 1}, 'us-governor', 'state', ${c.contract.revokedTurn ?? null})`);
  }
}

async function multipliers() {
  const rows = await database.db.execute<{
    sector: number | null;
    pool: number | null;
    holder: number | null;
  }>(sql`
    with ${capacityAllocationCtes(TURN, STATE)},
    sector_multipliers as (${sectorMultipliersSelect})
    select
      (select multiplier::float8 from sector_multipliers where commodity_key = 'oil') as sector,
      (select pool_multiplier::float8 from pool_multipliers where resource = 'oil') as pool,
      (select (${holderMultiplier('h')})::float8 from holders h where h.resource = 'oil') as holder`);
  return rows.rows[0]!;
}

const CASES: Case[] = [
  {
    name: 'no document: uncapped (no row, the run keeps 1)',
    capacity: null,
    producers: [],
    expected: { sector: 1 },
  },
  {
    name: 'an empty map: zero capacity',
    capacity: 'empty',
    producers: [{ corporation: 'holder', output: 300 }],
    contract: { share: 0.5 },
    expected: { sector: 0, holder: 0, pool: 0 },
  },
  {
    // Holder may take 500 and makes 300; the other 700 share a pool of 500.
    name: 'a holder under its share, the pool overflowing',
    capacity: 1000,
    producers: [
      { corporation: 'holder', output: 300 },
      { corporation: 'other', output: 200 },
    ],
    contract: { share: 0.5 },
    expected: { sector: (300 + 500) / 1000, holder: 1, pool: 500 / 700 },
  },
  {
    // Holder may take 500 of its 800; the other 200 fit in the pool of 500.
    name: 'a holder over its share, the pool fitting',
    capacity: 1000,
    producers: [{ corporation: 'holder', output: 800 }],
    contract: { share: 0.5 },
    expected: { sector: (500 + 200) / 1000, holder: 500 / 800, pool: 1 },
  },
  {
    name: 'the uncontracted pool fitting: nothing is cut',
    capacity: 2000,
    producers: [{ corporation: 'holder', output: 300 }],
    contract: { share: 0.25 },
    expected: { sector: 1, holder: 1, pool: 1 },
  },
  {
    // 900 uncontracted output share a pool of 1000 x 0.4.
    name: 'the uncontracted pool overflowing',
    capacity: 1000,
    producers: [{ corporation: 'holder', output: 100 }],
    contract: { share: 0.6 },
    expected: { sector: (100 + 400) / 1000, holder: 1, pool: 400 / 900 },
  },
  {
    name: 'a contract revoked last turn no longer counts',
    capacity: 800,
    producers: [{ corporation: 'holder', output: 300 }],
    contract: { share: 0.5, revokedTurn: TURN - 1 },
    expected: { sector: 0.8, pool: 0.8 },
  },
  {
    // Revoked during this turn: this run still counts it (pool 400 for 700), the next one not.
    name: 'a contract revoked this turn still counts in this run',
    capacity: 800,
    producers: [{ corporation: 'holder', output: 300 }],
    contract: { share: 0.5, revokedTurn: TURN },
    expected: { sector: (300 + 400) / 1000, holder: 1, pool: 400 / 700 },
  },
  {
    name: 'a grant made this turn takes effect next turn',
    capacity: 800,
    producers: [{ corporation: 'holder', output: 300 }],
    contract: { share: 0.5, grantedTurn: TURN },
    expected: { sector: 0.8, pool: 0.8 },
  },
];

describe('capacity multipliers', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      await prepare(c);
      const got = await multipliers();
      expect(got.sector ?? 1).toBeCloseTo(c.expected.sector, 5);
      if (c.expected.holder === undefined) expect(got.holder).toBeNull();
      else expect(got.holder).toBeCloseTo(c.expected.holder, 5);
      if (c.expected.pool !== undefined) expect(got.pool).toBeCloseTo(c.expected.pool, 5);
      if (c.capacity === null) expect(got.pool).toBeNull();
    });
  }
});
