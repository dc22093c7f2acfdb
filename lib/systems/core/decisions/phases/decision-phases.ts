import { sql } from 'drizzle-orm';
import { choiceWindowClosedSql } from '@/lib/platform/player-window';
import { shiftCharacterStanding } from '@/lib/systems/core/characters/shift-character-standing';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { careerDecisionTemplates } from '../career-templates';
import { DECISION_RATES } from '../constants';
import { dueEffectsSql, postDecisionMoney } from '../due-effects';
import {
  decideSql,
  decisionDrawSql,
  openDecisions,
  recordDecided,
  templateKeyDrawSql,
} from '../open-decisions';

/**
 * Windows that closed take their default (a player who did not answer, or any decision left open), in one
 * statement; the addressees are told and the history records it. Runs first in the turn, under its lock,
 * so a player's answer racing it either commits before (and is kept) or finds it decided (409).
 */
export const closeDecisions = definePhase({
  id: 'decisions-close',
  system: 'core',
  async run(tx, ctx) {
    const closed = await tx.execute<{ id: number }>(sql`
      with due as (
        select id, default_option as option_key from decisions
        where status = 'open' and ${choiceWindowClosedSql(sql`closes_turn`, sql`closes_at`, ctx)})
      ${decideSql(sql`due`, sql`'default'`, ctx.turn, ctx.turn + 1, ctx.now)}
      returning d.id`);
    await recordDecided(tx, { ids: closed.rows.map((r) => r.id), turn: ctx.turn, now: ctx.now });
  },
});

/** Career prompts for every player character, at DECISION_RATES.careerPerCharacter a turn. */
export const openCareerDecisions = definePhase({
  id: 'decisions-career',
  system: 'core',
  async run(tx, ctx) {
    const templates = careerDecisionTemplates;
    await openDecisions(tx, ctx, {
      templates,
      candidates: sql`
        select ${templateKeyDrawSql(ctx, templates, sql`'pick:' || c.id`)} as template_key,
          c.id as addressee_character_id, c.name as addressee_name, c.country_id, c.state_id,
          jsonb_build_object('characterId', c.id) as subject, 'turn-' || ${ctx.turn}::int as subject_key,
          jsonb_build_object('place', st.name) as vars, null::int as severity
        from characters c join states st on st.id = c.state_id
        where c.user_id is not null
          and ${decisionDrawSql(ctx, sql`'career:' || c.id`)} < ${DECISION_RATES.careerPerCharacter}
        order by c.id`,
    });
  },
});

/** Core's effects: characters' standing, and money into or out of the addressee's campaign funds. */
export const applyCoreDecisionEffects = definePhase({
  id: 'decisions-core-effects',
  system: 'core',
  async run(tx, ctx) {
    const standing = await tx.execute<{
      character_id: string | null;
      favorability: number;
      influence: number;
    }>(sql`
      select case when x.effect->>'target' = 'subject' then x.subject->>'characterId'
                  else x.addressee_character_id end as character_id,
        (x.effect->>'favorability')::float8 as favorability,
        (x.effect->>'politicalInfluence')::float8 as influence
      from (${dueEffectsSql(ctx.turn, 'standing')}) x order by x.decision_id`);
    await shiftCharacterStanding(tx, {
      shifts: standing.rows.flatMap((r) =>
        r.character_id
          ? [{ characterId: r.character_id, favorability: r.favorability, politicalInfluence: r.influence }]
          : [],
      ),
    });
    await postDecisionMoney(tx, {
      turn: ctx.turn,
      accountType: 'character_funds',
      rows: sql`
        select x.decision_id, c.id as account_id, co.currency_code, cur.rate, c.campaign_funds_cents as balance_cents,
          (x.effect->>'units')::float8 as units, x.effect->>'counterparty' as counterparty
        from (${dueEffectsSql(ctx.turn, 'money')}) x
        join characters c on c.id = x.addressee_character_id join countries co on co.id = c.country_id
        join currencies cur on cur.code = co.currency_code
        where x.effect->>'account' = 'addressee'`,
    });
  },
});

/** Stamps the turn whose ticks every system applied, so none applies twice (runs after every system). */
export const stampDecisionEffects = definePhase({
  id: 'decisions-effects-stamp',
  system: 'core',
  async run(tx, ctx) {
    await tx.execute(sql`
      update decisions set effects_applied_turn = ${ctx.turn}
      where status = 'decided' and ${ctx.turn}::int between effects_from_turn and effects_until_turn`);
  },
});
