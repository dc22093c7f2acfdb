import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelTables } from './lib/data-access';
import { checkDataLayer } from './lib/data-check';
import { projectDataRules } from './lib/data-rules';
import { modelTables } from './lib/model-tables';
import { loadSqlScanner, scanSqlText } from './lib/sql-text';

// The data-layer rules of `npm run deps`, run on probe sources: a forbidden access must fail the check.
let tables: ModelTables;
const rules = projectDataRules();
beforeAll(async () => {
  await loadSqlScanner();
  tables = modelTables();
});

const HEADER =
  "import { eq, sql } from 'drizzle-orm';\nimport { characters, corporations, conflicts, ledgerEntries, seats } from '@/models';\n";

/** The failing findings of one probe file, as `kind: message`. */
function findings(path: string, body: string): string[] {
  const check = checkDataLayer([{ path, source: HEADER + body }], tables, rules);
  return check.findings.map((finding) => `${finding.kind}: ${finding.message}`);
}

describe('npm run deps on tables', () => {
  it('fails a write into another system’s table, by SQL or by builder', () => {
    expect(
      findings('lib/systems/politics/probe.ts', 'export const q = sql`update conflicts set intensity = 0`;'),
    ).toEqual(['write to another owner: politics writes conflicts (world)']);
    expect(
      findings(
        'lib/systems/politics/probe.ts',
        'export const q = (db) => db.delete(conflicts).where(eq(conflicts.id, 1));',
      ),
    ).toEqual(['write to another owner: politics writes conflicts (world)']);
  });

  it('lets a system read a lower system’s table and write its own', () => {
    const source =
      'export const q = sql`insert into conflicts (name) select name from countries join seats on true`;';
    expect(findings('lib/systems/world/probe.ts', source)).toEqual([]);
  });

  it('fails a read of a higher system’s table, in text or interpolated', () => {
    expect(findings('lib/systems/economy/probe.ts', 'export const q = sql`select 1 from seats s`;')).toEqual([
      'read of a table not below: economy reads seats (politics)',
    ]);
    expect(findings('lib/systems/economy/probe.ts', 'export const q = sql`select 1 from ${seats}`;')).toEqual(
      ['read of a table not below: economy reads seats (politics)'],
    );
    expect(
      findings('lib/systems/economy/probe.ts', 'export const q = (db) => db.select().from(seats);'),
    ).toEqual(['read of a table not below: economy reads seats (politics)']);
  });

  it('fails a ledger insert outside core/money, and lets core/money write it', () => {
    const source = 'export const q = sql`insert into ledger_entries (amount_cents) values (1)`;';
    expect(findings('lib/systems/corporations/companies/probe.ts', source)).toEqual([
      'money: corporations writes ledger_entries',
    ]);
    expect(
      findings(
        'lib/systems/core/characters/probe.ts',
        'export const q = (db) => db.insert(ledgerEntries).values({});',
      ),
    ).toEqual(['money: core writes ledger_entries']);
    expect(findings('lib/systems/core/money/probe.ts', source)).toEqual([]);
  });

  it('fails a balance update outside core/money even in the owner’s table, and lets core/money do it anywhere', () => {
    expect(
      findings(
        'lib/systems/corporations/probe.ts',
        'export const q = sql`update corporations c set cash_cents = c.cash_cents - 1`;',
      ),
    ).toEqual(['money: corporations updates the balance corporations.cash_cents']);
    expect(
      findings(
        'lib/systems/corporations/probe.ts',
        'export const q = (db) => db.update(corporations).set({ cashCents: 0 });',
      ),
    ).toEqual(['money: corporations updates the balance corporations.cash_cents']);
    expect(
      findings(
        'lib/systems/corporations/probe.ts',
        'export const q = sql`update corporations set name = ${"x"}`;',
      ),
    ).toEqual([]);
    expect(
      findings(
        'lib/systems/core/money/probe.ts',
        'export const q = sql`update corporations set cash_cents = cash_cents + 1`;',
      ),
    ).toEqual([]);
    expect(
      findings(
        'lib/systems/core/money/probe.ts',
        'export const q = sql`update corporations set name = ${"x"}, cash_cents = 0`;',
      ),
    ).toEqual(['write to another owner: core writes corporations (corporations)']);
  });

  it('lets a column owner set its columns of another system’s table, and no one else', () => {
    const politics = 'lib/systems/politics/probe.ts';
    expect(
      findings(politics, 'export const q = sql`update characters c set party_id = null where c.id = 1`;'),
    ).toEqual([]);
    expect(
      findings(politics, 'export const q = (db) => db.update(characters).set({ partyId: null });'),
    ).toEqual([]);
    // A column named like a keyword is still a column.
    expect(findings(politics, "export const q = sql`update characters set position = 'Senator'`;")).toEqual(
      [],
    );
    // Another system's column, by SQL or by builder, even in the table owner's own statement.
    expect(
      findings(
        'lib/systems/economy/probe.ts',
        'export const q = sql`update characters set party_id = null`;',
      ),
    ).toEqual(['write to another owner: economy sets characters.party_id (politics)']);
    expect(
      findings(
        'lib/systems/core/characters/probe.ts',
        'export const q = (db) => db.update(characters).set({ partyId: null });',
      ),
    ).toEqual(['write to another owner: core sets characters.party_id (politics)']);
    // A column the owner keeps, beside one's own; a spread the check cannot read; an upsert (it inserts rows).
    expect(
      findings(politics, 'export const q = sql`update characters set party_id = null, favorability = 1`;'),
    ).toEqual(['write to another owner: politics writes characters (core)']);
    expect(findings(politics, 'export const q = (db, x) => db.update(characters).set({ ...x });')).toEqual([
      'write to another owner: politics writes characters (core)',
    ]);
    expect(
      findings(
        politics,
        'export const q = sql`insert into characters (id, party_id) values (1, 2) on conflict (id) do update set party_id = excluded.party_id`;',
      ),
    ).toEqual(['write to another owner: politics writes characters (core)']);
    // A column owner's column is closed to every other system too.
    expect(
      findings('lib/systems/policy/probe.ts', 'export const q = sql`update characters set position = null`;'),
    ).toEqual(['write to another owner: policy sets characters.position (politics)']);
  });

  it('lets platform read only the allowlisted tables of a system, in the allowlisted file', () => {
    const read = 'export const q = sql`select game_state::text from game_state`;';
    expect(findings('lib/platform/db/world-version.ts', read)).toEqual([]);
    expect(findings('lib/platform/health/probe.ts', read)).toEqual([
      'read of a table not below: platform reads game_state (core)',
    ]);
  });

  it('fails a table named with sql.identifier or sql.raw of a variable, unless allowlisted', () => {
    const source = 'export const q = (table: string) => sql`delete from ${sql.identifier(table)}`;';
    expect(findings('lib/systems/world/probe.ts', source)).toEqual([
      expect.stringMatching(/^dynamic table: a table named at run time \(sql\.identifier\(table\)\)/),
    ]);
    const raw = 'const name = sql.raw(process.env.T!);\nexport const q = sql`select * from ${name}`;';
    expect(findings('lib/systems/world/probe.ts', raw)).toEqual([expect.stringMatching(/^dynamic table/)]);
    expect(findings('lib/testing/probe.ts', source)).toEqual([]);
  });

  it('takes a CTE or a temp table of the file named like a table for itself, not the table', () => {
    const cte = 'export const q = sql`with seats as (select 1 as id) select id from seats`;';
    expect(findings('lib/systems/economy/probe.ts', cte)).toEqual([]);
    const temp =
      'export const a = sql`create temp table seats (id int) on commit drop`;\nexport const b = sql`insert into seats select 1`;';
    expect(findings('lib/systems/economy/probe.ts', temp)).toEqual([]);
  });

  it('reports test code without failing it', () => {
    expect(
      findings('lib/systems/core/probe.test.ts', 'export const q = sql`update conflicts set intensity = 0`;'),
    ).toEqual([]);
  });
});

describe('the SQL text scan', () => {
  const refs = (text: string) => scanSqlText(text).refs.map((ref) => `${ref.access} ${ref.name}`);

  it('skips CTE names, string literals and comments', () => {
    const text = `with shares as (select * from corporation_shareholders)
      select 'from seats', s.* from shares s -- join offices
      /* update parties */`;
    expect(refs(text)).toEqual(['read corporation_shareholders', 'read shares']);
    expect(scanSqlText(text).cteNames).toEqual(new Set(['shares']));
  });

  it('takes a column named like a table for a column', () => {
    expect(refs('select turn, seats from game_state where states = 1 order by turns')).toEqual([
      'read game_state',
    ]);
  });

  it('reads ON CONFLICT … DO UPDATE SET as the insert’s own update, and FOR UPDATE as a lock', () => {
    const scan = scanSqlText(
      `insert into corporations (id, cash_cents) values (1, 2)
       on conflict (id) do update set cash_cents = excluded.cash_cents;
       select 1 from parties for update`,
    );
    expect(scan.refs.map((ref) => `${ref.access} ${ref.name} ${ref.setColumns ?? ''}`)).toEqual([
      'write corporations cash_cents',
      'read parties ',
    ]);
  });

  it('finds writes in data-modifying CTEs, DELETE … USING, TRUNCATE lists and UPDATE … FROM', () => {
    expect(
      refs(`with gone as (delete from seats using offices o where o.id = seats.office_id returning 1)
        update parties p set treasury_cents = 0, name = 'x' from (select 1) x; truncate table bills, bill_votes`),
    ).toEqual(['write seats', 'read offices', 'write parties', 'write bills', 'write bill_votes']);
  });

  it('skips FROM inside expressions and IS DISTINCT FROM', () => {
    expect(refs('select extract(epoch from states), a is distinct from seats from turns')).toEqual([
      'read turns',
    ]);
  });

  it('knows the tables a statement creates', () => {
    expect(scanSqlText('create temp table scratch as select 1').createdTables).toEqual(new Set(['scratch']));
  });
});
