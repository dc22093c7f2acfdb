/**
 * Which tables a piece of SQL text reads and writes, from the tokens of the PostgreSQL scanner
 * (libpg-query): the scanner keeps string literals and comments whole, so a table name inside them is
 * never taken for a reference. The text may be a fragment; `${…}` interpolations arrive as placeholder
 * identifiers the caller resolves.
 */
import { loadModule, scanSync } from 'libpg-query';

export type SqlAccess = 'read' | 'write';

/** A name in a table position: after FROM, JOIN, INTO, UPDATE, TRUNCATE, USING. */
export interface SqlTableRef {
  name: string;
  access: SqlAccess;
  /** Offset in the text, for the line number. */
  offset: number;
  /** The columns an UPDATE's (or ON CONFLICT … DO UPDATE's) SET clause assigns. */
  setColumns?: string[];
  /** An UPDATE statement (not an insert's upsert): only these may be judged column by column. */
  update?: boolean;
}

export interface SqlTextScan {
  refs: SqlTableRef[];
  /** WITH names defined in this text. */
  cteNames: Set<string>;
  /** Tables this text creates (CREATE [TEMP] TABLE x): they belong to the statement, not to a system. */
  createdTables: Set<string>;
}

interface Token {
  word: string;
  /** Identifier or non-reserved keyword: something that can name a table. */
  name: boolean;
  /** A name, or a keyword that may still name a column (`position`, `value`). */
  column: boolean;
  start: number;
}

let loaded: Promise<void> | null = null;
/** The scanner is WebAssembly; load it once before scanning. */
export function loadSqlScanner(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

const COMMENT_TOKENS = new Set(['SQL_COMMENT', 'C_COMMENT']);

function tokenize(text: string): Token[] {
  if (text.trim() === '') return [];
  return scanSync(text)
    .tokens.filter((token) => !COMMENT_TOKENS.has(token.tokenName))
    .map((token) => {
      const quoted = token.tokenName === 'IDENT' && token.text.startsWith('"');
      return {
        word: quoted ? token.text.slice(1, -1).replaceAll('""', '"') : token.text.toLowerCase(),
        name: token.tokenName === 'IDENT' || token.keywordName === 'UNRESERVED_KEYWORD',
        column:
          token.tokenName === 'IDENT' ||
          token.keywordName === 'UNRESERVED_KEYWORD' ||
          token.keywordName === 'COL_NAME_KEYWORD',
        start: token.start,
      };
    });
}

/** A parenthesised group holds a query (its FROM lists tables) or an expression (`extract(x from y)`). */
const QUERY_STARTS = new Set(['select', 'with', 'values', 'insert', 'update', 'delete', 'merge', '(']);
/** UPDATE after these is a lock or an upsert, not a statement naming a table. */
const NOT_UPDATE_STATEMENT = new Set(['do', 'for', 'key', 'on']);
const SET_CLAUSE_ENDS = new Set(['from', 'where', 'returning', ';']);

export function scanSqlText(text: string): SqlTextScan {
  const tokens = tokenize(text);
  const refs: SqlTableRef[] = [];
  const cteNames = new Set<string>();
  const createdTables = new Set<string>();
  const at = (i: number) => tokens[i]?.word ?? '';

  const closingParen = (open: number): number => {
    let depth = 0;
    for (let i = open; i < tokens.length; i++) {
      if (at(i) === '(') depth++;
      else if (at(i) === ')' && --depth === 0) return i;
    }
    return tokens.length;
  };

  /** One FROM item at i: a table (emitted), a function or a subquery, then its alias. Returns the next index. */
  const item = (i: number, access: SqlAccess): number => {
    while (at(i) === 'only' || at(i) === 'lateral') i++;
    if (at(i) === '(') i = closingParen(i) + 1;
    else if (tokens[i]?.name) {
      let name = i;
      if (at(i + 1) === '.' && tokens[i + 2]?.name) name = i += 2;
      if (at(i + 1) === '(' && access === 'read') i = closingParen(i + 1) + 1;
      else {
        refs.push({ name: at(name), access, offset: tokens[name]!.start });
        i++;
      }
    } else return i;
    if (at(i) === 'as') i++;
    if (tokens[i]?.name && !KEYWORDS_AFTER_ITEM.has(at(i))) i++;
    if (at(i) === '(' && at(i - 1) !== 'as') i = closingParen(i) + 1;
    return i;
  };

  const itemList = (i: number, access: SqlAccess): number => {
    i = item(i, access);
    while (at(i) === ',') i = item(i + 1, access);
    return i;
  };

  /** SET a = …, (b, c) = …: the assigned columns, up to FROM, WHERE, RETURNING or the end. */
  const setColumns = (i: number): string[] => {
    const columns: string[] = [];
    let expectColumn = true;
    let depth = 0;
    for (; i < tokens.length; i++) {
      const word = at(i);
      if (depth === 0 && SET_CLAUSE_ENDS.has(word)) break;
      if (word === ')' && depth === 0) break;
      if (expectColumn) {
        if (word === '(') {
          const close = closingParen(i);
          for (let j = i + 1; j < close; j++) if (tokens[j]!.column) columns.push(at(j));
          i = close;
        } else if (tokens[i]!.column) columns.push(word);
        expectColumn = false;
        continue;
      }
      if (word === '(') depth++;
      else if (word === ')') depth--;
      else if (word === ',' && depth === 0) expectColumn = true;
    }
    return columns;
  };

  const groups: boolean[] = [];
  let lastInsert: SqlTableRef | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const word = at(i);
    const previous = at(i - 1);
    if (word === '(') {
      groups.push(QUERY_STARTS.has(at(i + 1)));
      continue;
    }
    if (word === ')') {
      groups.pop();
      continue;
    }
    if (groups.length > 0 && !groups.at(-1)) continue;

    if (word === 'as' && (at(i + 1) === '(' || at(i + 1) === 'materialized' || at(i + 1) === 'not')) {
      // name AS ( or name (columns) AS (, after WITH, RECURSIVE or a comma: a CTE.
      let name = i - 1;
      if (at(name) === ')') {
        let depth = 0;
        for (; name >= 0; name--) {
          if (at(name) === ')') depth++;
          else if (at(name) === '(' && --depth === 0) break;
        }
        name--;
      }
      if (tokens[name]?.name && ['with', 'recursive', ','].includes(at(name - 1))) cteNames.add(at(name));
      continue;
    }
    if (word === 'create') {
      let j = i + 1;
      while (['temp', 'temporary', 'unlogged', 'global', 'local'].includes(at(j))) j++;
      if (at(j) !== 'table') continue;
      j++;
      if (at(j) === 'if') j += 3;
      if (tokens[j]?.name) createdTables.add(at(j));
      continue;
    }
    if (word === 'from') {
      if (previous === 'distinct') continue;
      if (previous === 'delete') {
        item(i + 1, 'write');
        continue;
      }
      itemList(i + 1, 'read');
      continue;
    }
    if (word === 'join') {
      item(i + 1, 'read');
      continue;
    }
    if (word === 'using' && at(i + 1) !== '(') {
      item(i + 1, 'read');
      continue;
    }
    if (word === 'into' && (previous === 'insert' || previous === 'merge')) {
      const first = refs.length;
      item(i + 1, 'write');
      lastInsert = refs[first] ?? null;
      continue;
    }
    if (word === 'truncate') {
      let j = i + 1;
      if (at(j) === 'table') j++;
      itemList(j, 'write');
      continue;
    }
    if ((word === 'vacuum' || word === 'analyze') && i === 0) {
      let j = i + 1;
      while (['full', 'analyze', 'verbose', 'freeze'].includes(at(j))) j++;
      itemList(j, 'read');
      continue;
    }
    if (word === 'update') {
      if (NOT_UPDATE_STATEMENT.has(previous)) {
        if (previous === 'do' && lastInsert && at(i + 1) === 'set') {
          lastInsert.setColumns = [...(lastInsert.setColumns ?? []), ...setColumns(i + 2)];
        }
        continue;
      }
      const first = refs.length;
      const next = item(i + 1, 'write');
      const updated = refs[first];
      if (updated && at(next) === 'set') {
        updated.setColumns = setColumns(next + 1);
        updated.update = true;
      }
    }
  }
  return { refs, cteNames, createdTables };
}

/** Words that end a FROM item instead of being its alias. */
const KEYWORDS_AFTER_ITEM = new Set([
  'on',
  'using',
  'where',
  'set',
  'join',
  'inner',
  'left',
  'right',
  'full',
  'cross',
  'natural',
  'group',
  'order',
  'limit',
  'offset',
  'window',
  'having',
  'returning',
  'union',
  'except',
  'intersect',
  'for',
  'default',
  'values',
  'select',
  'overriding',
  'tablesample',
  'with',
  'do',
]);
