/**
 * Row formulas of `compute`: arithmetic over field names and numbers with + − * / and
 * parentheses, the usual precedence. Parsed once into a tree; an empty or non-numeric field counts
 * as 0 (a day-rate worker has no piece quantity), division by zero gives 0.
 */

export type Formula =
  | { kind: 'number'; value: number }
  | { kind: 'field'; name: string }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Formula; right: Formula }
  | { kind: 'negate'; operand: Formula };

export class FormulaError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Token = { type: 'number'; value: number; at: number } | { type: 'name'; value: string; at: number } | { type: 'op'; value: string; at: number };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z][A-Za-z0-9]*)|([-+*/()]))/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new FormulaError(`unexpected character '${text.slice(at).trim()[0]}'`, at);
    const start = match.index + match[0].length - (match[1] ?? match[2] ?? match[3]).length;
    if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]), at: start });
    else if (match[2] !== undefined) tokens.push({ type: 'name', value: match[2], at: start });
    else tokens.push({ type: 'op', value: match[3], at: start });
  }
  return tokens;
}

/** Parses a formula; throws FormulaError with the position of the first problem. */
export function parseFormula(text: string): Formula {
  const tokens = tokenize(text);
  let next = 0;
  const peek = () => tokens[next];
  const isOp = (...ops: string[]) => peek()?.type === 'op' && ops.includes(peek().value as string);
  const end = () => (tokens.length ? tokens[tokens.length - 1].at + String(tokens[tokens.length - 1].value).length : 0);

  const primary = (): Formula => {
    const token = tokens[next++];
    if (!token) throw new FormulaError('formula ends too early', end());
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'name') return { kind: 'field', name: token.value };
    if (token.value === '-') return { kind: 'negate', operand: primary() };
    if (token.value === '(') {
      const inner = sum();
      if (!isOp(')')) throw new FormulaError("missing ')'", peek()?.at ?? end());
      next++;
      return inner;
    }
    throw new FormulaError(`unexpected '${token.value}'`, token.at);
  };
  const product = (): Formula => {
    let left = primary();
    while (isOp('*', '/')) left = { kind: 'binary', op: tokens[next++].value as '*' | '/', left, right: primary() };
    return left;
  };
  const sum = (): Formula => {
    let left = product();
    while (isOp('+', '-')) left = { kind: 'binary', op: tokens[next++].value as '+' | '-', left, right: product() };
    return left;
  };

  const formula = sum();
  if (next < tokens.length) throw new FormulaError(`unexpected '${tokens[next].value}'`, tokens[next].at);
  return formula;
}

/** The field names a formula reads. */
export function formulaFields(formula: Formula): string[] {
  switch (formula.kind) {
    case 'number':
      return [];
    case 'field':
      return [formula.name];
    case 'negate':
      return formulaFields(formula.operand);
    case 'binary':
      return [...new Set([...formulaFields(formula.left), ...formulaFields(formula.right)])];
  }
}

const numberOf = (value: unknown): number => {
  if (value === null || value === undefined || value === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** The formula's value over a row's fields. */
export function evaluateFormula(formula: Formula, row: Record<string, unknown>): number {
  switch (formula.kind) {
    case 'number':
      return formula.value;
    case 'field':
      return numberOf(row[formula.name]);
    case 'negate':
      return -evaluateFormula(formula.operand, row);
    case 'binary': {
      const left = evaluateFormula(formula.left, row);
      const right = evaluateFormula(formula.right, row);
      if (formula.op === '+') return left + right;
      if (formula.op === '-') return left - right;
      if (formula.op === '*') return left * right;
      return right === 0 ? 0 : left / right;
    }
  }
}
