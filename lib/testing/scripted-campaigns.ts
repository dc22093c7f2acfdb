import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { campaignAction } from '@/lib/systems/politics/elections/campaign-actions';
import { fileCandidacy } from '@/lib/systems/politics/elections/file-candidacy';
import { listOpenRaces } from '@/lib/systems/politics/elections/open-races';
import { shownShareSql } from '@/lib/systems/politics/elections/standing';

/** What one scripted advertising buy spends, in the player's currency. */
export const SCRIPTED_ADVERTISE_AMOUNT = 20_000;

export type ScriptedPlayer = {
  id: string;
  userId: string;
  name: string;
  countryId: string;
  stateId: string;
  partyId: string | null;
};

/** Per action kind: how many the script did and how many a verb refused (no actions left, a closed window). */
export type CampaignTally = Map<string, { done: number; refused: number }>;

/** Every player's character, by name: the demo accounts in a seeded world. */
export async function scriptedPlayers(db: Db): Promise<ScriptedPlayer[]> {
  const rows = await db.execute<ScriptedPlayer>(sql`
    select id, user_id as "userId", name, country_id as "countryId", state_id as "stateId", party_id as "partyId"
    from characters where user_id is not null order by name`);
  return rows.rows;
}

/** Tries one player action; a refusal (an AppError) is counted, not fatal. */
async function attempt(tally: CampaignTally, kind: string, act: () => Promise<unknown>) {
  const entry = tally.get(kind) ?? { done: 0, refused: 0 };
  tally.set(kind, entry);
  try {
    await act();
    entry.done += 1;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    entry.refused += 1;
  }
}

/**
 * One turn of each player's campaign, as a keen player would play it, through the routes' own verbs: file
 * for the soonest open race when standing in none; while standing, canvass their region and advertise on
 * odd turns, hold a rally on even ones, and challenge the best-polling rival once the general runs. Used
 * by the 200-turn world run and `npm run bench:campaigns`.
 */
export async function playCampaigns(
  db: Db,
  input: { players: readonly ScriptedPlayer[]; lastTurn: number; now: Date; tally: CampaignTally },
): Promise<void> {
  const { lastTurn, tally } = input;
  for (const player of input.players) {
    const [race] = (
      await db.execute<{ id: string; state_id: string | null; general: boolean; rival: string | null }>(sql`
        select e.id, e.state_id, e.general_turn <= ${lastTurn + 1} as general,
          (select r.character_id from election_candidates r where r.election_id = e.id
             and r.character_id <> ${player.id} and not r.eliminated_in_primary
           order by ${shownShareSql('r')} desc, r.character_id limit 1) as rival
        from election_candidates ec join elections e on e.id = ec.election_id
        where ec.character_id = ${player.id} and not ec.eliminated_in_primary
          and e.status <> 'closed' and e.end_turn > ${lastTurn}
        limit 1`)
    ).rows;
    if (!race) {
      const [open] = await listOpenRaces(db, { ...player, lastTurn });
      if (open) {
        await attempt(tally, 'file', () =>
          fileCandidacy(db, { userId: player.userId, electionId: open.id, now: input.now }),
        );
      }
      continue;
    }
    const regionId = race.state_id ?? player.stateId;
    const act = (kind: string, extra: { regionId?: string; amount?: number; targetCharacterId?: string }) =>
      attempt(tally, kind, () =>
        campaignAction(db, { userId: player.userId, electionId: race.id, kind, ...extra }),
      );
    if (race.general && race.rival && lastTurn % 4 === 0) {
      await act('debate', { targetCharacterId: race.rival });
    } else if (lastTurn % 2 === 0) {
      await act('rally', { regionId });
    } else {
      await act('canvass', { regionId });
      await act('advertise', { amount: SCRIPTED_ADVERTISE_AMOUNT });
    }
  }
}
