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

/**
 * How the pages' formatter (`formatMoney`: Intl, en-US) writes each currency, so a notification's text reads
 * like the page beside it: the text before the digits ("$", "€", "CHF "), and whether it has cents. Only the
 * currencies whose prefix is not their code and a space are listed; the rest fall back to that.
 */
const CURRENCY_STYLES = Intl.supportedValuesOf('currency').map((code) => {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  const parts = format.formatToParts(1);
  const prefix = parts
    .slice(
      0,
      parts.findIndex((part) => part.type === 'integer'),
    )
    .map((part) => part.value)
    .join('');
  return { code, prefix, cents: format.resolvedOptions().maximumFractionDigits !== 0 };
});
const SYMBOL_CASES = sql.raw(
  CURRENCY_STYLES.filter(({ code, prefix }) => prefix !== `${code}\u00a0`)
    .map(({ code, prefix }) => `when '${code}' then '${prefix.replaceAll("'", "''")}'`)
    .join(' '),
);
const WITHOUT_CENTS = sql.raw(
  CURRENCY_STYLES.filter(({ cents }) => !cents)
    .map(({ code }) => `'${code}'`)
    .join(', '),
);

/**
 * An amount of money in SQL text as the pages write it: `$1,234.50`, `-€3`, `¥1,235` (whole amounts
 * without decimals; a currency without cents rounded).
 */
export function moneySql(amount: SQL, currency: SQL): SQL {
  return sql`(case when (${amount}) < 0 then '-' else '' end
    || case (${currency}) ${SYMBOL_CASES} else (${currency}) || '\u00a0' end
    || case when (${currency}) in (${WITHOUT_CENTS}) or abs(${amount}) = trunc(abs(${amount}))
         then to_char(round(abs(${amount})), 'FM999,999,999,999,990')
         else to_char(abs(${amount}), 'FM999,999,999,999,990.00') end)`;
}
