import { sql, type SQL } from 'drizzle-orm';

/**
 * A candidate's place and the size of the field, counted among the candidates of the final count: a
 * candidate eliminated in the primary has no place (null) and is not part of anyone's field. The
 * notification, the desk and the election page all read these, so "2nd of 4" reads the same everywhere.
 * `candidates` is the alias of an `election_candidates` row in a query that selects every candidate of
 * the elections concerned (these are window functions over them).
 */
export function finalPlaceSql(candidates: string): SQL {
  const ec = sql.raw(candidates);
  return sql`(case when ${ec}.eliminated_in_primary then null else
    row_number() over (partition by ${ec}.election_id, ${ec}.eliminated_in_primary
                       order by ${ec}.votes desc, ${ec}.vote_share desc, ${ec}.character_id) end)::int`;
}

/** The number of candidates in the final count of the candidate's election; see finalPlaceSql. */
export function finalFieldSql(candidates: string): SQL {
  const ec = sql.raw(candidates);
  return sql`(count(*) filter (where not ${ec}.eliminated_in_primary) over (partition by ${ec}.election_id))::int`;
}
