import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  CONFIDENCE_COOLDOWN_TURNS,
  CONFIDENCE_QUESTION_COUNTRIES,
  CONFIDENCE_RULES,
  NPP_MOTION_CHANCE_MAJORITY,
  NPP_MOTION_CHANCE_MINORITY,
  NPP_QUESTION_CHANCE_MINORITY,
} from '../constants';
import {
  openConfidenceVote,
  resolveConfidenceVotes,
  settleLapsedHeadChoices,
  sittingGovernment,
} from '../confidence-votes';

/**
 * Politics phase, after the turn's formations: decides the motions whose window closed, then opens new
 * ones. A government that formed with a majority and has lost it (vacancies, by-elections) faces a vote at
 * once; otherwise a non-player leader of the opposition tables one by a seeded draw, more often against a
 * minority government, whose non-player Chancellor may instead ask for confidence (Germany, Art. 68). No motion within CONFIDENCE_COOLDOWN_TURNS of the last one.
 */
export const confidenceVotesPhase = definePhase({
  id: 'confidence-votes',
  system: 'politics',
  async run(tx, ctx) {
    const at = { turn: ctx.turn, now: ctx.now, startingYear: ctx.state.startingYear };
    await settleLapsedHeadChoices(tx, at);
    await resolveConfidenceVotes(tx, at);
    for (const countryId of Object.keys(CONFIDENCE_RULES).sort()) {
      // One draw per country every turn, so a replay draws the same numbers whatever happens.
      const draw = ctx.random.float();
      const salt = String(ctx.random.int(0, 2_147_483_646));
      const government = await sittingGovernment(tx, countryId);
      if (!government || government.openVoteId) continue;
      if (government.lastVoteTurn !== null && ctx.turn - government.lastVoteTurn < CONFIDENCE_COOLDOWN_TURNS)
        continue;
      const lostMajority =
        government.kind !== 'minority' && government.seatsHeldNow < government.majorityThreshold;
      const minority = government.seatsHeldNow < government.majorityThreshold;
      const chance = minority ? NPP_MOTION_CHANCE_MINORITY : NPP_MOTION_CHANCE_MAJORITY;
      // Germany: a non-player Chancellor of a minority government asks the question (Art. 68) with part of
      // the draw's range; the opposition's motion keeps the rest.
      const question =
        !lostMajority &&
        minority &&
        CONFIDENCE_QUESTION_COUNTRIES.includes(countryId) &&
        draw < NPP_QUESTION_CHANCE_MINORITY &&
        !!government.headCharacterId &&
        !government.headIsPlayer;
      if (question) {
        await openConfidenceVote(tx, {
          government,
          reason: 'confidence_question',
          calledBy: government.headCharacterId,
          successor: null,
          turn: ctx.turn,
          now: ctx.now,
          salt,
        });
        continue;
      }
      const nppMotion =
        !!government.oppositionLeaderId && !government.oppositionLeaderIsPlayer && draw < chance;
      if (!lostMajority && !nppMotion) continue;
      const constructive = CONFIDENCE_RULES[countryId] === 'constructive';
      // Germany's motion must name a successor: without an opposition leader there is none to name.
      if (constructive && !government.oppositionLeaderId) continue;
      await openConfidenceVote(tx, {
        government,
        reason: lostMajority ? 'lost_majority' : 'motion',
        calledBy: lostMajority ? null : government.oppositionLeaderId,
        successor: constructive ? government.oppositionLeaderId : null,
        turn: ctx.turn,
        now: ctx.now,
        salt,
      });
    }
  },
});
