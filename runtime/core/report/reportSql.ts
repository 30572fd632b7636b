/**
 * The stored SQL of an online report: one SELECT with `:name` parameters. It is checked here
 * (lint and server start use the same code) and split into text and parameter segments, so the
 * server binds every value and never splices one into the text.
 *
 * The check is a tokenizer, not a full parser. What keeps a report inside its bounds at run time
 * is the server: a read-only transaction, an empty search_path with the declared tables shadowed
 * by project-scoped CTEs, a statement timeout and a row cap. The tokenizer refuses what could get
 * around those: several statements, comments, quoted identifiers, dollar quoting, system schemas
 * and any function outside a fixed list (functions such as query_to_xml run SQL of their own).
 */

export type SqlSegment = { text: string } | { param: string };

export interface ReportSql {
  segments: SqlSegment[];
  /** Parameter names in order of first use. */
  params: string[];
  /** Names read after FROM or JOIN (for the "declare your tables" check; the server enforces it). */
  tables: string[];
}

export interface SqlProblem {
  message: string;
  /** Character offset in the SQL text. */
  offset: number;
}

/** Functions a report may call: aggregates, text, number, date and window functions that only compute. */
export const REPORT_FUNCTIONS: ReadonlySet<string> = new Set([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'string_agg',
  'array_agg',
  'bool_and',
  'bool_or',
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'concat',
  'concat_ws',
  'lower',
  'upper',
  'initcap',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'length',
  'char_length',
  'substring',
  'substr',
  'left',
  'right',
  'replace',
  'strpos',
  'position',
  'split_part',
  'lpad',
  'rpad',
  'reverse',
  'repeat',
  'to_char',
  'to_date',
  'to_timestamp',
  'to_number',
  'date_trunc',
  'date_part',
  'extract',
  'age',
  'make_date',
  'round',
  'trunc',
  'floor',
  'ceil',
  'ceiling',
  'abs',
  'mod',
  'power',
  'sqrt',
  'sign',
  'row_number',
  'rank',
  'dense_rank',
  'percent_rank',
  'lag',
  'lead',
  'first_value',
  'last_value',
  'ntile',
  'generate_series',
  'array_to_string',
  'string_to_array',
  'unnest',
  'cast',
]);

/** Words that may stand before `(` without being a function call. */
const PAREN_KEYWORDS = new Set([
  'select',
  'from',
  'where',
  'in',
  'exists',
  'any',
  'all',
  'some',
  'over',
  'filter',
  'within',
  'and',
  'or',
  'not',
  'on',
  'as',
  'join',
  'using',
  'when',
  'then',
  'else',
  'case',
  'values',
  'by',
  'having',
  'between',
  'like',
  'ilike',
  'is',
  'distinct',
  'lateral',
  'union',
  'intersect',
  'except',
  'limit',
  'offset',
  'row',
  'array',
  'with',
  // Type names with a modifier, e.g. cast(x as numeric(10, 2)).
  'numeric',
  'decimal',
  'varchar',
  'char',
  'character',
  'varying',
  'timestamp',
  'time',
  'interval',
  'float',
]);

/** Words of statements or clauses that write, lock or change the session. */
const FORBIDDEN_WORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'into',
  'create',
  'drop',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'copy',
  'call',
  'do',
  'execute',
  'prepare',
  'deallocate',
  'set',
  'reset',
  'lock',
  'listen',
  'notify',
  'unlisten',
  'vacuum',
  'analyze',
  'refresh',
  'reindex',
  'cluster',
  'comment',
  'returning',
  'discard',
  'checkpoint',
  'load',
]);

/** Schemas that would reach tables around the server's scoped CTEs, or the system catalogs. */
const SYSTEM_SCHEMAS = new Set(['public', 'information_schema']);

/** Words after which a FROM list ends. */
const FROM_LIST_END = new Set(['where', 'group', 'order', 'having', 'limit', 'offset', 'union', 'intersect', 'except', 'window', 'fetch']);

type Token =
  | { kind: 'word'; value: string; offset: number; end: number }
  | { kind: 'param'; value: string; offset: number; end: number }
  | { kind: 'string' | 'number' | 'cast'; offset: number; end: number }
  | { kind: 'symbol'; value: string; offset: number; end: number };

const WORD_START = /[A-Za-z_]/;
const WORD_PART = /[A-Za-z0-9_]/;

/** Splits the SQL into tokens, reporting what the tokenizer refuses outright. */
function tokenize(sql: string, problems: SqlProblem[]): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const refuse = (message: string) => problems.push({ message, offset: at });
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    const start = at;
    if (/\s/.test(char)) {
      at += 1;
    } else if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      refuse('comments are not allowed in report SQL; describe the report in its name or in docs');
      return tokens;
    } else if (char === "'") {
      at += 1;
      while (at < sql.length && !(sql[at] === "'" && sql[at + 1] !== "'")) at += sql[at] === "'" ? 2 : 1;
      if (at >= sql.length) {
        at = start;
        refuse('unterminated string literal');
        return tokens;
      }
      at += 1;
      tokens.push({ kind: 'string', offset: start, end: at });
    } else if (char === '"') {
      refuse('quoted identifiers are not allowed; write table and column names in lower case without quotes');
      return tokens;
    } else if (char === '$') {
      refuse("'$' (positional parameters or dollar quoting) is not allowed; use :name parameters");
      return tokens;
    } else if (char === ';') {
      refuse("a report is one SELECT statement; remove ';'");
      return tokens;
    } else if (char === ':' && next === ':') {
      at += 2;
      tokens.push({ kind: 'cast', offset: start, end: at });
    } else if (char === ':') {
      at += 1;
      if (!WORD_START.test(sql[at] ?? '')) {
        refuse("':' must start a parameter such as :teamId");
        return tokens;
      }
      while (at < sql.length && WORD_PART.test(sql[at])) at += 1;
      tokens.push({ kind: 'param', value: sql.slice(start + 1, at), offset: start, end: at });
    } else if (WORD_START.test(char)) {
      while (at < sql.length && WORD_PART.test(sql[at])) at += 1;
      if (sql[at] === "'" || sql[at] === '&') {
        refuse("prefixed string literals (E'…', U&'…', B'…', X'…') are not allowed; use plain '…' strings");
        return tokens;
      }
      tokens.push({ kind: 'word', value: sql.slice(start, at).toLowerCase(), offset: start, end: at });
    } else if (/[0-9.]/.test(char)) {
      while (at < sql.length && /[0-9.eE]/.test(sql[at])) at += 1;
      tokens.push({ kind: 'number', offset: start, end: at });
    } else {
      at += 1;
      tokens.push({ kind: 'symbol', value: char, offset: start, end: at });
    }
  }
  return tokens;
}

const isWord = (token: Token | undefined, value?: string): token is Extract<Token, { kind: 'word' }> =>
  token?.kind === 'word' && (value === undefined || token.value === value);
const isSymbol = (token: Token | undefined, value: string): boolean => token?.kind === 'symbol' && token.value === value;

/** Refuses forbidden words, system schemas and functions outside REPORT_FUNCTIONS. */
function checkWords(tokens: Token[], problems: SqlProblem[]): void {
  tokens.forEach((token, index) => {
    if (token.kind !== 'word') return;
    const word = token.value;
    const afterCast = tokens[index - 1]?.kind === 'cast';
    if (FORBIDDEN_WORDS.has(word)) problems.push({ message: `'${word}' is not allowed: a report only reads, with one SELECT`, offset: token.offset });
    else if (SYSTEM_SCHEMAS.has(word) || word.startsWith('pg_')) {
      problems.push({ message: `'${word}' is not allowed: reports read only the screen tables they declare`, offset: token.offset });
    } else if (!afterCast && isSymbol(tokens[index + 1], '(') && !PAREN_KEYWORDS.has(word) && !REPORT_FUNCTIONS.has(word)) {
      problems.push({ message: `function '${word}' is not among the functions reports may call (see docs/reports.md)`, offset: token.offset });
    }
  });
}

/**
 * Names read as tables: the word after FROM or JOIN, and after a comma of a FROM list. A FROM
 * inside a function call (extract(year from d), substring(s from 2)) is not a FROM clause.
 */
function tableNames(tokens: Token[]): string[] {
  const tables: string[] = [];
  const calls: boolean[] = [];
  let fromListDepth = -1;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (isSymbol(token, '(')) calls.push(isWord(previous) && !PAREN_KEYWORDS.has(previous.value));
    else if (isSymbol(token, ')')) {
      calls.pop();
      if (fromListDepth > calls.length) fromListDepth = -1;
    }
    const inCall = calls[calls.length - 1] === true;
    if (isWord(token) && FROM_LIST_END.has(token.value) && fromListDepth === calls.length) fromListDepth = -1;
    if (!isWord(token) || inCall) return;
    const introducesTable = isWord(previous, 'from') || isWord(previous, 'join') || (isSymbol(previous, ',') && fromListDepth === calls.length);
    if (isWord(previous, 'from')) fromListDepth = calls.length;
    if (introducesTable && !isSymbol(tokens[index + 1], '(') && !PAREN_KEYWORDS.has(token.value)) tables.push(token.value);
  });
  return [...new Set(tables)];
}

/** Text and parameter segments of the SQL, in order. */
function segmentsOf(sql: string, tokens: Token[]): SqlSegment[] {
  const segments: SqlSegment[] = [];
  let textStart = 0;
  for (const token of tokens) {
    if (token.kind !== 'param') continue;
    segments.push({ text: sql.slice(textStart, token.offset) }, { param: token.value });
    textStart = token.end;
  }
  segments.push({ text: sql.slice(textStart) });
  return segments;
}

/** Checks a report's SQL and splits it into segments; returns the problems instead when it is refused. */
export function parseReportSql(sql: string): { sql: ReportSql } | { problems: SqlProblem[] } {
  const problems: SqlProblem[] = [];
  const tokens = tokenize(sql, problems);
  if (problems.length > 0) return { problems };
  if (!isWord(tokens[0], 'select'))
    return { problems: [{ message: 'a report is one SELECT statement and must start with select', offset: tokens[0]?.offset ?? 0 }] };
  checkWords(tokens, problems);
  if (problems.length > 0) return { problems };
  const params = [...new Set(tokens.flatMap((token) => (token.kind === 'param' ? [token.value] : [])))];
  return { sql: { segments: segmentsOf(sql, tokens), params, tables: tableNames(tokens) } };
}
