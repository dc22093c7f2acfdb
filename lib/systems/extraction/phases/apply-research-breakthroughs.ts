import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { BREAKTHROUGH, DEFAULT_EXTRACTION_STRATEGY, STRATEGY_CAPACITY_RESOURCES } from '../constants';

/** A uniform draw in [0, 1) from a text key: set-based and fixed by the turn's seed. */
const uniform = (key: string) =>
  sql.raw(`(((('x' || substr(md5(${key}), 1, 8))::bit(32)::int)::bigint & 2147483647)::float8 / 2147483648)`);

const strategyResources = sql.join(
  Object.entries(STRATEGY_CAPACITY_RESOURCES).flatMap(([strategy, resources]) =>
    resources.map((resource) => sql`(${strategy}::text, ${resource}::text)`),
  ),
  sql`, `,
);

/**
 * Research breakthroughs of extraction corporations (docs/extraction.md): every few turns each
 * extraction operation in a state with a capacity document succeeds with probability
 * min(1, rdScore / 200), and then raises the state's capacity of each resource of its active strategy
 * that has capacity by its own uniform boost. States without a document are skipped and none is created.
 */
export const applyResearchBreakthroughs = definePhase({
  id: 'extraction-research-breakthroughs',
  system: 'extraction',
  enabled: (ctx) => ctx.turn % BREAKTHROUGH.checkIntervalTurns === 0,
  async run(tx, ctx) {
    const seed = `${ctx.turn}:${ctx.random.float()}`;
    const [low, high] = BREAKTHROUGH.capacityBoost;
    await tx.execute(sql`
      with strategy_resources(strategy, resource) as (values ${strategyResources}),
      operations as (
        select cs.corporation_id, cs.state_id, coalesce(es.strategy, ${DEFAULT_EXTRACTION_STRATEGY}) as strategy,
          least(1, k.logistics_strength / ${BREAKTHROUGH.rdScoreDivisor}::numeric) as probability
        from corporation_sectors cs
        join sector_types st on st.id = cs.sector_type and st.is_extraction
        join corporations k on k.id = cs.corporation_id
        join state_resource_capacity cap on cap.state_id = cs.state_id
        left join extraction_strategies es on es.corporation_id = cs.corporation_id and es.state_id = cs.state_id),
      successes as (
        select * from operations
        where ${uniform(`'${seed.replace(/'/g, '')}:' || corporation_id || ':' || state_id`)} < probability),
      boosts as (
        select s.state_id, sr.resource,
          ${low}::float8 + ${high - low}::float8
            * ${uniform(`'${seed.replace(/'/g, '')}:' || s.corporation_id || ':' || s.state_id || ':' || sr.resource`)} as boost
        from successes s join strategy_resources sr on sr.strategy = s.strategy),
      raised as (
        select cap.state_id, jsonb_object_agg(b.resource,
          round((cap.resources ->> b.resource)::numeric * exp(b.log_growth)::numeric, 4)) as patch
        from (select state_id, resource, sum(ln(1 + boost)) as log_growth from boosts group by 1, 2) b
        join state_resource_capacity cap on cap.state_id = b.state_id
        where (cap.resources ->> b.resource)::numeric > 0
        group by cap.state_id),
      marked as (
        insert into extraction_strategies (corporation_id, state_id, strategy, last_breakthrough_turn)
        select corporation_id, state_id, strategy, ${ctx.turn} from successes order by corporation_id, state_id
        on conflict (corporation_id, state_id) do update set last_breakthrough_turn = excluded.last_breakthrough_turn)
      update state_resource_capacity cap set resources = cap.resources || r.patch,
        updated_turn = ${ctx.turn}, updated_at = ${ctx.now.toISOString()}::timestamptz
      from raised r where r.state_id = cap.state_id`);
  },
});
