// `npm run bench:campaigns`: what the players' campaign actions change. Seeds the default world once (SEED,
// default "bench", on a fixed clock), copies it, and runs TURNS turns (default 60: two US House generals and
// a presidential one) on both copies the way the world run does: one copy with the demo players' campaign
// scripted in before every turn (file for the soonest open race, then canvass, rally, advertise and
// challenge a rival through the same verbs as the HTTP routes), the other with the players idle. It then
// compares every decided race, primary and general, by its winners, lists those that differ, and ends with
// `campaigns: N races decided; K winners changed (P%)`. Turns are seeded by the world seed and turn number
// (replay.int.test.ts), so the copies differ only by what the players did.
// Databases go on BENCH_DATABASE_URL's server, or a fresh embedded one (as bench:turn).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, runMigrations, type Db } from '@/lib/platform/db';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { playCampaigns, scriptedPlayers, type CampaignTally } from '@/lib/testing/scripted-campaigns';
import { benchServer, databaseUrl } from './lib/bench-server';

const turnsToRun = Number(process.env.TURNS ?? 60);
const seed = process.env.SEED ?? 'bench';
const START = new Date('2030-01-01T00:00:00Z');
const TURN_MS = 300_000;

type DecidedRace = {
  key: string;
  stage: 'primary' | 'general';
  office: string;
  region: string;
  turn: number;
  /** The winners' names (a multi-seat race has many, a primary one nominee a party), sorted. */
  winners: string[];
};

/** The names in `a` that `b` lacks, counting repeats (two candidates may share a name). */
function missingFrom(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((name) => {
    const at = left.indexOf(name);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Every decided race: each general closed, and each primary whose general has begun (its nominees). */
async function decidedRaces(db: Db, lastTurn: number): Promise<DecidedRace[]> {
  const rows = await db.execute<DecidedRace>(sql`
    select e.id || ':' || stage.name as key, stage.name as stage, o.title as office,
           coalesce(st.name, co.name) as region,
           case stage.name when 'general' then e.end_turn else e.general_turn end as turn,
           coalesce((select array_agg(ec.character_name order by ec.character_name)
                     from election_candidates ec where ec.election_id = e.id
                       and case stage.name when 'general' then ec.is_winner else not ec.eliminated_in_primary end),
                    '{}') as winners
    from elections e join offices o on o.id = e.office_id join countries co on co.id = e.country_id
    left join states st on st.id = e.state_id
    cross join lateral (values ('primary'), ('general')) stage(name)
    where case stage.name when 'general' then e.status = 'closed'
               else e.primary_turn is not null and e.general_turn <= ${lastTurn} end
    order by turn, office, region, key`);
  return rows.rows;
}

async function runCopy(
  url: string,
  scripted: boolean,
): Promise<{ races: DecidedRace[]; tally: CampaignTally; ms: number }> {
  const handle = createDb(url, { max: 2 });
  const tally: CampaignTally = new Map();
  const started = performance.now();
  try {
    const db = handle.db;
    const players = await scriptedPlayers(db);
    for (let turn = 1; turn <= turnsToRun; turn += 1) {
      if (scripted) await playCampaigns(db, { players, lastTurn: turn - 1, now: START, tally });
      const now = new Date(START.getTime() + turn * TURN_MS);
      await runTurn(db, { trigger: 'cli', when: 'now', now });
      if (turn % 10 === 0)
        console.log(`  ${scripted ? 'with' : 'without'} the players' campaigns: turn ${turn}`);
    }
    return { races: await decidedRaces(db, turnsToRun), tally, ms: Math.round(performance.now() - started) };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const server = await benchServer();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  const base = `statecraft_bench_campaigns_${process.pid}`;
  const names = { seeded: `${base}_seeded`, with: `${base}_with`, without: `${base}_without` };
  try {
    await admin.query(`create database ${names.seeded}`);
    const seeding = createDb(databaseUrl(server.adminUrl, names.seeded), { max: 2 });
    try {
      await runMigrations(seeding.db);
      await seedWorld(seeding.db, {
        seed,
        scale: 1,
        startingYear: 2025,
        turnDurationMs: TURN_MS,
        demo: true,
        now: START,
      });
    } finally {
      await seeding.close();
    }
    // Both runs start from one seeded copy, so they share every id.
    await admin.query(`create database ${names.with} template ${names.seeded}`);
    await admin.query(`create database ${names.without} template ${names.seeded}`);
    console.log(`seeded the default world (seed "${seed}"); running ${turnsToRun} turns twice`);
    const withActions = await runCopy(databaseUrl(server.adminUrl, names.with), true);
    const without = await runCopy(databaseUrl(server.adminUrl, names.without), false);

    console.log(`\nplayers' scripted actions (done / refused):`);
    for (const [kind, { done, refused }] of withActions.tally)
      console.log(`  ${kind.padEnd(10)} ${done} / ${refused}`);
    console.log(`turns: ${withActions.ms} ms with the actions, ${without.ms} ms without`);

    const idle = new Map(without.races.map((race) => [race.key, race]));
    const both = withActions.races.filter((race) => idle.has(race.key));
    const changed = both.filter((race) => idle.get(race.key)!.winners.join('\n') !== race.winners.join('\n'));
    const onlyOne = withActions.races.length + without.races.length - 2 * both.length;
    const byStage = (stage: string) => both.filter((r) => r.stage === stage).length;
    console.log(
      `\ndecided in both runs: ${both.length} (${byStage('primary')} primaries, ${byStage('general')} generals); decided in one run only: ${onlyOne}`,
    );
    if (changed.length) {
      // A multi-seat race lists only the winners that differ; the seats column says how many it fills.
      console.log(
        `\n| turn | stage | office | region | seats | won with the actions only | won without only |`,
      );
      console.log(`|---|---|---|---|---|---|---|`);
      for (const race of changed) {
        const other = idle.get(race.key)!.winners;
        console.log(
          `| ${race.turn} | ${race.stage} | ${race.office} | ${race.region} | ${race.winners.length} | ${missingFrom(race.winners, other).join(', ') || '-'} | ${missingFrom(other, race.winners).join(', ') || '-'} |`,
        );
      }
      const seats = changed.reduce(
        (sum, race) => sum + missingFrom(race.winners, idle.get(race.key)!.winners).length,
        0,
      );
      console.log(`\nwinners (seats or nominations) that differ across those races: ${seats}`);
    }
    const pct = both.length ? ((changed.length / both.length) * 100).toFixed(1) : '0.0';
    console.log(`\ncampaigns: ${both.length} races decided; ${changed.length} winners changed (${pct}%)`);
  } finally {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name}`);
    await admin.end();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
