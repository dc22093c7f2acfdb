/**
 * The tables each source file reads and writes, found with the TypeScript compiler API: Drizzle builder
 * calls on model tables, `db.query.<table>`, and the text of `sql` templates and `sql.raw` strings
 * (scanned by sql-text.ts). A table named at run time (`sql.identifier`, `sql.raw` of a non-literal) is
 * reported as dynamic: the checker cannot tell which table it is.
 */
import path from 'node:path';
import ts from 'typescript';
import { scanSqlText, type SqlAccess } from './sql-text';

/** What the analysis knows of the models: each exported table's SQL name and its columns by property. */
export interface ModelTable {
  name: string;
  columns: Record<string, string>;
}
export type ModelTables = Record<string, ModelTable>;

export interface TableAccess {
  file: string;
  line: number;
  table: string;
  access: SqlAccess;
  via: 'sql' | 'builder' | 'helper';
  /** Columns assigned by an update (or an upsert's update), as SQL names. */
  setColumns?: string[];
  /** An UPDATE (not an insert or an upsert): column owners may grant it. */
  update?: boolean;
}

export interface DynamicTable {
  file: string;
  line: number;
  /** The source text that names the table. */
  expression: string;
}

export interface FileDataAccess {
  file: string;
  accesses: TableAccess[];
  dynamic: DynamicTable[];
  /** `sql` templates and `sql.raw` calls not nested in another one. */
  sqlStatements: number;
  /** Of those, the ones run as they stand: the argument of an `.execute(…)` call. */
  executedStatements: number;
  builderCalls: number;
}

/** Platform helpers that take a table by name: the caller's string literal is the table it touches. */
export const TABLE_NAME_HELPERS: Record<string, { argument: number; access: SqlAccess }> = {
  insertJsonRows: { argument: 1, access: 'write' },
  objectIdOf: { argument: 1, access: 'read' },
};

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const READ_METHODS = new Set([
  'from',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);

const isModelsModule = (importer: string, specifier: string): boolean => {
  if (specifier === '@/models' || specifier.startsWith('@/models/')) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return target === 'models' || target.startsWith('models/');
};

/** Analyses one file; `repoPath` is relative to the repository root, with forward slashes. */
export function analyzeFile(repoPath: string, source: string, tables: ModelTables): FileDataAccess {
  const file = ts.createSourceFile(repoPath, source, ts.ScriptTarget.Latest, true);
  const result: FileDataAccess = {
    file: repoPath,
    accesses: [],
    dynamic: [],
    sqlStatements: 0,
    executedStatements: 0,
    builderCalls: 0,
  };
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;

  // Local names of model tables (named imports, `alias(table, …)` consts), namespaces of @/models, and `sql`.
  const localTables = new Map<string, string>();
  const namespaces = new Set<string>();
  const sqlNames = new Set<string>();
  /** Local consts holding a dynamic name: `const name = sql.identifier(table)`. */
  const dynamicConsts = new Set<string>();
  const tableNames = new Set(Object.values(tables).map((table) => table.name));

  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (isModelsModule(repoPath, specifier)) {
      if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      else
        for (const element of bindings.elements) {
          const exported = (element.propertyName ?? element.name).text;
          if (tables[exported]) localTables.set(element.name.text, exported);
        }
    } else if (specifier === 'drizzle-orm' && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        if ((element.propertyName ?? element.name).text === 'sql') sqlNames.add(element.name.text);
    }
  }

  /** The export name of the model table an expression names, or null. */
  const tableOf = (expression: ts.Expression): string | null => {
    if (ts.isParenthesizedExpression(expression)) return tableOf(expression.expression);
    if (ts.isIdentifier(expression)) return localTables.get(expression.text) ?? null;
    if (
      ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      namespaces.has(expression.expression.text) &&
      tables[expression.name.text]
    )
      return expression.name.text;
    return null;
  };

  const isSqlTag = (expression: ts.Expression) =>
    ts.isIdentifier(expression) && sqlNames.has(expression.text);
  const sqlMethod = (node: ts.Node, method: string): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    isSqlTag(node.expression.expression) &&
    node.expression.name.text === method;
  const literalText = (expression: ts.Expression | undefined): string | null =>
    expression && (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      ? expression.text
      : null;
  /** `String(n)`, a number: never a table name. */
  const isNumberText = (expression: ts.Expression) =>
    ts.isNumericLiteral(expression) ||
    (ts.isCallExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      expression.expression.text === 'String');

  // Consts bound to alias(table, …) or to a dynamic name.
  const bindConsts = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'alias') {
        const aliased = init.arguments[0] && tableOf(init.arguments[0]);
        if (aliased) localTables.set(node.name.text, aliased);
      }
      if (
        sqlMethod(init, 'identifier') ||
        (sqlMethod(init, 'raw') && literalText(init.arguments[0]) === null)
      )
        dynamicConsts.add(node.name.text);
    }
    ts.forEachChild(node, bindConsts);
  };
  bindConsts(file);

  const add = (
    position: number,
    exportOrSqlName: string,
    access: SqlAccess,
    via: TableAccess['via'],
    setColumns?: string[],
    update?: boolean,
  ) => {
    const table = tables[exportOrSqlName]?.name ?? exportOrSqlName;
    result.accesses.push({ file: repoPath, line: lineOf(position), table, access, via, setColumns, update });
  };

  /** Tables the file creates itself (temp tables): a fragment may use one another statement creates. */
  const fileCreatedTables = new Set<string>();

  type Interpolation =
    | { kind: 'table'; table: string }
    | { kind: 'text'; text: string }
    | { kind: 'dynamic'; expression: string }
    | { kind: 'other' };

  const classify = (expression: ts.Expression): Interpolation => {
    const table = tableOf(expression);
    if (table) return { kind: 'table', table: tables[table]!.name };
    if (sqlMethod(expression, 'raw')) {
      const text = literalText(expression.arguments[0]);
      if (text !== null) return { kind: 'text', text };
      if (expression.arguments[0] && isNumberText(expression.arguments[0]))
        return { kind: 'text', text: '0' };
      return { kind: 'dynamic', expression: expression.getText() };
    }
    if (sqlMethod(expression, 'identifier')) return { kind: 'dynamic', expression: expression.getText() };
    if (ts.isIdentifier(expression) && dynamicConsts.has(expression.text))
      return { kind: 'dynamic', expression: expression.getText() };
    return { kind: 'other' };
  };

  interface PendingText {
    text: string;
    start: number;
    interpolations: Map<string, Interpolation>;
  }
  const texts: PendingText[] = [];

  /** The text of a template with each interpolation as a placeholder identifier. */
  const templateText = (
    template: ts.TemplateLiteral,
    classifyPart: (expression: ts.Expression) => Interpolation,
  ): PendingText => {
    const interpolations = new Map<string, Interpolation>();
    if (ts.isNoSubstitutionTemplateLiteral(template))
      return { text: template.rawText ?? template.text, start: template.getStart(), interpolations };
    let text = template.head.rawText ?? template.head.text;
    template.templateSpans.forEach((span, index) => {
      const interpolation = classifyPart(span.expression);
      let placeholder = `__interpolation_${index}`;
      if (interpolation.kind === 'table') placeholder = interpolation.table;
      else if (interpolation.kind === 'text') placeholder = interpolation.text;
      else interpolations.set(placeholder, interpolation);
      if (interpolation.kind === 'table') interpolations.set(`__table_${index}`, interpolation);
      text += ` ${placeholder} ${span.literal.rawText ?? span.literal.text}`;
    });
    return { text, start: template.getStart(), interpolations };
  };

  const isExecuted = (node: ts.Node) =>
    ts.isCallExpression(node.parent) &&
    node.parent.arguments[0] === node &&
    ts.isPropertyAccessExpression(node.parent.expression) &&
    node.parent.expression.name.text === 'execute';

  let sqlDepth = 0;
  const visit = (node: ts.Node): void => {
    let entered = false;
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      if (sqlDepth === 0) result.sqlStatements++;
      if (sqlDepth === 0 && isExecuted(node)) result.executedStatements++;
      texts.push(templateText(node.template, classify));
      // Column interpolations (`${table.column}`) read their table.
      if (!ts.isNoSubstitutionTemplateLiteral(node.template))
        for (const span of node.template.templateSpans) {
          const expression = span.expression;
          if (ts.isPropertyAccessExpression(expression)) {
            const owner = tableOf(expression.expression);
            if (owner && tables[owner]!.columns[expression.name.text])
              add(expression.getStart(), owner, 'read', 'sql');
          }
        }
      entered = true;
    } else if (sqlMethod(node, 'raw')) {
      const argument = node.arguments[0];
      const parentIsInterpolation = ts.isTemplateSpan(node.parent);
      if (sqlDepth === 0 && !parentIsInterpolation) result.sqlStatements++;
      if (sqlDepth === 0 && isExecuted(node)) result.executedStatements++;
      if (argument && literalText(argument) !== null)
        texts.push({ text: literalText(argument)!, start: argument.getStart(), interpolations: new Map() });
      else if (argument && ts.isTemplateExpression(argument))
        // A name spliced into raw text is only a problem where it lands in a table position.
        texts.push(
          templateText(argument, (expression) =>
            isNumberText(expression)
              ? { kind: 'text', text: '0' }
              : { kind: 'dynamic', expression: expression.getText() },
          ),
        );
      else if (
        argument &&
        !isNumberText(argument) &&
        !parentIsInterpolation &&
        !ts.isVariableDeclaration(node.parent)
      )
        result.dynamic.push({ file: repoPath, line: lineOf(node.getStart()), expression: node.getText() });
      entered = true;
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const table = node.arguments[0] && tableOf(node.arguments[0]);
      if (table && (WRITE_METHODS.has(method) || READ_METHODS.has(method))) {
        result.builderCalls++;
        const write = WRITE_METHODS.has(method);
        add(
          node.getStart(),
          table,
          write ? 'write' : 'read',
          'builder',
          write ? builderSetColumns(node, table) : undefined,
          method === 'update' || undefined,
        );
      }
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      tables[node.name.text]
    ) {
      result.builderCalls++;
      add(node.getStart(), node.name.text, 'read', 'builder');
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const helper = TABLE_NAME_HELPERS[node.expression.text];
      const name = helper && literalText(node.arguments[helper.argument]);
      if (helper && name) add(node.getStart(), name, helper.access, 'helper');
      else if (helper && node.arguments[helper.argument])
        result.dynamic.push({ file: repoPath, line: lineOf(node.getStart()), expression: node.getText() });
    }
    if (entered) sqlDepth++;
    ts.forEachChild(node, visit);
    if (entered) sqlDepth--;
  };

  /** The columns of `.update(t).set({…})` and of `.onConflictDoUpdate({ set: {…} })` later in the chain. */
  const builderSetColumns = (call: ts.CallExpression, table: string): string[] => {
    const columns: string[] = [];
    const keysOf = (object: ts.Expression | undefined) => {
      if (!object || !ts.isObjectLiteralExpression(object)) return;
      for (const property of object.properties) {
        const key = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
        if (key) columns.push(tables[table]!.columns[key] ?? key);
        if (ts.isSpreadAssignment(property)) columns.push('…');
      }
    };
    for (let link: ts.Node = call; ;) {
      const access = link.parent;
      if (!access || !ts.isPropertyAccessExpression(access) || !ts.isCallExpression(access.parent)) break;
      const next = access.parent;
      if (access.name.text === 'set') keysOf(next.arguments[0]);
      if (access.name.text === 'onConflictDoUpdate') {
        const config = next.arguments[0];
        if (config && ts.isObjectLiteralExpression(config))
          for (const property of config.properties)
            if (ts.isPropertyAssignment(property) && property.name.getText() === 'set')
              keysOf(property.initializer);
      }
      link = next;
    }
    return columns;
  };

  visit(file);

  for (const pending of texts) {
    const scan = scanSqlText(pending.text);
    for (const name of scan.createdTables) fileCreatedTables.add(name);
  }
  for (const pending of texts) {
    const scan = scanSqlText(pending.text);
    const lineAt = (offset: number) =>
      lineOf(pending.start) + (pending.text.slice(0, offset).match(/\n/g)?.length ?? 0);
    const placeholders = new Set(
      [...pending.interpolations.values()].flatMap((i) => (i.kind === 'table' ? [i.table] : [])),
    );
    for (const ref of scan.refs) {
      const interpolation = pending.interpolations.get(ref.name);
      if (interpolation?.kind === 'dynamic') {
        result.dynamic.push({
          file: repoPath,
          line: lineAt(ref.offset),
          expression: interpolation.expression,
        });
        continue;
      }
      if (!tableNames.has(ref.name)) continue;
      // A table interpolated as a model object is that table even where a CTE shares its name.
      const fromModel = placeholders.has(ref.name);
      if (!fromModel && (scan.cteNames.has(ref.name) || fileCreatedTables.has(ref.name))) continue;
      result.accesses.push({
        file: repoPath,
        line: lineAt(ref.offset),
        table: ref.name,
        access: ref.access,
        via: 'sql',
        setColumns: ref.setColumns,
        update: ref.update,
      });
    }
  }
  return result;
}
