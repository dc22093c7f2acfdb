import { sql, type SQL } from 'drizzle-orm';

/** `3` → `3rd`: a place in SQL text, for notification bodies. */
export function ordinalSql(place: SQL): SQL {
  return sql`(${place})::text || case when (${place}) % 100 in (11, 12, 13) then 'th'
    when (${place}) % 10 = 1 then 'st' when (${place}) % 10 = 2 then 'nd' when (${place}) % 10 = 3 then 'rd'
    else 'th' end`;
}

/** A 0–1 share as `42.5%` in SQL text. */
export function percentSql(share: SQL): SQL {
  return sql`to_char((${share}) * 100, 'FM990.0') || '%'`;
}

/** An amount of money as `1,234.50 USD` in SQL text (whole amounts without decimals). */
export function moneySql(amount: SQL, currency: SQL): SQL {
  return sql`case when (${amount}) = trunc(${amount}) then to_char(${amount}, 'FM999,999,999,999,990')
    else to_char(${amount}, 'FM999,999,999,999,990.00') end || ' ' || (${currency})`;
}
