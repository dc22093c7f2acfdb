import { sql, type SQL } from 'drizzle-orm';

/**
 * A candidate's place and the size of the field, counted among the candidates of the final count: a
 * candidate eliminated in the primary has no place (null) and is not part of anyone's field. The
 * notification, the desk and the election page all read these, so "2nd of 4" reads the same everywhere.
 * `candidates` is the alias of an `election_candidates` row in a query that selects every candidate of
 * the elections concerned (these are window functions over them). While the race runs the place is by the
 * shown share (shownShareSql), so it never tells more than the public poll.
 */
export function finalPlaceSql(candidates: string): SQL {
  const ec = sql.raw(candidates);
  return sql`(case when ${ec}.eliminated_in_primary then null else
    row_number() over (partition by ${ec}.election_id, ${ec}.eliminated_in_primary
                       order by ${ec}.votes desc, ${shownShareSql(candidates)} desc, ${ec}.character_id) end)::int`;
}

/** The number of candidates in the final count of the candidate's election; see finalPlaceSql. */
export function finalFieldSql(candidates: string): SQL {
  const ec = sql.raw(candidates);
  return sql`(count(*) filter (where not ${ec}.eliminated_in_primary) over (partition by ${ec}.election_id))::int`;
}

/**
 * The share the public is shown for a candidate row (`candidates` is its alias): the real share once the race
 * is closed or the candidate is out in a decided primary; while the race runs, their share in its last public
 * poll (0 before one polled them), never the live model's (the paid `poll` action is the fresher view).
 */
export function shownShareSql(candidates: string): SQL {
  const ec = sql.raw(candidates);
  return sql`(case when ${ec}.eliminated_in_primary
      or exists (select 1 from elections sx where sx.id = ${ec}.election_id and sx.status = 'closed')
    then ${ec}.vote_share
    else coalesce((select (px.share ->> 'sharePct')::float8 / 100
                   from (select p.shares from election_public_polls p where p.election_id = ${ec}.election_id
                         order by p.turn desc limit 1) lp
                   cross join lateral jsonb_array_elements(lp.shares) px(share)
                   where px.share ->> 'characterId' = ${ec}.character_id), 0) end)`;
}
