import type { FlowDeclaration } from '../../core/flow/flow.types';
import { valueSource } from '../../core/posting/postingModel';
import { POSTING_FIELDS, type LedgerFile, type PostingDeclaration } from '../../core/posting/posting.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * A ledger file: its name is its file's, its two screens exist and are read-only, its keys,
 * attributes, quantity and amount are fields of both, its date a date field of the posting
 * screen, and the posting screen has the fields every posting writes.
 */
export function checkLedger(file: SourceFile, ledger: LedgerFile, fileName: string, screensById: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(pointer, message));
  if (ledger.name !== fileName) report('/name', `ledger name '${ledger.name}' differs from its file name '${fileName}'`);
  const screenAt = (pointer: '/balance' | '/postings', id: string): ScreenFile | null => {
    const screen = screensById.get(id);
    if (!screen) report(pointer, `unknown screen '${id}'${didYouMean(id, [...screensById.keys()])}`);
    else if (!screen.readOnly) report(pointer, `screen '${id}' must be readOnly: only postings write a ledger's tables`);
    return screen ?? null;
  };
  const balance = screenAt('/balance', ledger.balance);
  const postings = screenAt('/postings', ledger.postings);
  const fieldIn = (pointer: string, screen: ScreenFile | null, name: string, what: string) => {
    if (screen && !(name in screen.entity.properties))
      report(pointer, `${what} '${name}' is not a field of screen '${screen.id}'${didYouMean(name, Object.keys(screen.entity.properties))}`);
  };
  const inBoth = (pointer: string, name: string, what: string) => [balance, postings].forEach((screen) => fieldIn(pointer, screen, name, what));
  ledger.keys.forEach((key, i) => inBoth(`/keys/${i}`, key, 'key'));
  (ledger.attributes ?? []).forEach((name, i) => inBoth(`/attributes/${i}`, name, 'attribute'));
  inBoth('/quantity', ledger.quantity, 'quantity field');
  if (ledger.amount) inBoth('/amount', ledger.amount, 'amount field');
  fieldIn('/date', postings, ledger.date, 'date field');
  if (postings && postings.entity.properties[ledger.date] && postings.entity.properties[ledger.date].format !== 'date')
    report('/date', `date field '${ledger.date}' must be a date field (format: date)`);
  if (ledger.lastDate) fieldIn('/lastDate', balance, ledger.lastDate, 'last date field');
  for (const name of Object.values(POSTING_FIELDS))
    if (postings && !(name in postings.entity.properties))
      report('/postings', `posting screen '${postings.id}' lacks the field '${name}' every posting writes`);
  for (const [label, name] of Object.entries(ledger.labels ?? {})) fieldIn(`/labels/${label}`, balance, name, 'label field');
  return issues;
}

/** What the posting checks of one screen look up. */
export interface PostingIndex {
  ledgers: ReadonlyMap<string, LedgerFile>;
  screensById: ReadonlyMap<string, ScreenFile>;
}

/**
 * `postings`, `reversal` and `snapshot` of a screen: the ledger exists, the states are states of
 * the screen's flow, `rows` is a detail field, every ledger key is given and every reference names
 * a header field `x` or a column `<rows>.x` of the posted rows.
 */
export function checkPostings(file: SourceFile, screen: ScreenFile, flow: FlowDeclaration | null, index: PostingIndex): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(pointer, message));
  const header = Object.keys(screen.entity.properties);
  const stateCodes = flow?.states.map((state) => state.code) ?? [];
  const stateRef = (pointer: string, code: string) => {
    if (!flow) report(pointer, `state '${code}' needs a flow: the screen has none`);
    else if (!stateCodes.includes(code))
      report(pointer, `'${code}' is not a state of the flow; states are ${stateCodes.map((known) => `'${known}'`).join(', ')}`);
  };
  const columnsOf = (target: ScreenFile, rows: string): string[] | null => {
    const field = target.entity.properties[rows];
    return field?.type === 'array' && field.items ? Object.keys(field.items.properties) : null;
  };
  const rowsRef = (pointer: string, rows: string): string[] | null => {
    const columns = columnsOf(screen, rows);
    if (!columns) {
      const details = header.filter((name) => screen.entity.properties[name].type === 'array');
      report(pointer, `'${rows}' is not a detail field of the entity${didYouMean(rows, details)}`);
    }
    return columns;
  };
  const ledgerRef = (pointer: string, name: string): LedgerFile | null => {
    const ledger = index.ledgers.get(name);
    if (!ledger) report(pointer, `unknown ledger '${name}': no file schemas/ledgers/${name}.json${didYouMean(name, [...index.ledgers.keys()])}`);
    return ledger ?? null;
  };
  const valueRef = (pointer: string, reference: string, rows: string, columns: string[] | null) => {
    const source = valueSource(reference, rows);
    const known = source.from === 'row' ? (columns ?? []) : header;
    if (source.from === 'row' && !columns) return;
    if (known.includes(source.field)) return;
    const hint =
      source.from === 'header' && reference.includes('.') ? `; a column of the posted rows is written '${rows}.<column>'` : didYouMean(source.field, known);
    report(pointer, `'${reference}' names no ${source.from === 'row' ? `column of '${rows}'` : 'field of the entity'}${hint}`);
  };

  (screen.postings ?? []).forEach((posting: PostingDeclaration, p) => {
    const at = `/postings/${p}`;
    const ledger = ledgerRef(`${at}/ledger`, posting.ledger);
    stateRef(`${at}/on`, posting.on);
    const columns = rowsRef(`${at}/rows`, posting.rows);
    for (const key of ledger?.keys ?? []) if (!(key in posting.keys)) report(`${at}/keys`, `missing ledger key '${key}' of ledger '${posting.ledger}'`);
    for (const [key, reference] of Object.entries(posting.keys)) {
      if (ledger && !ledger.keys.includes(key))
        report(`${at}/keys/${key}`, `'${key}' is not a key of ledger '${posting.ledger}'${didYouMean(key, ledger.keys)}`);
      else valueRef(`${at}/keys/${key}`, reference, posting.rows, columns);
    }
    for (const [name, reference] of Object.entries(posting.attributes ?? {})) {
      if (ledger && !(ledger.attributes ?? []).includes(name))
        report(`${at}/attributes/${name}`, `'${name}' is not an attribute of ledger '${posting.ledger}'`);
      else valueRef(`${at}/attributes/${name}`, reference, posting.rows, columns);
    }
    for (const part of ['quantity', 'amount', 'price', 'date', 'billNo'] as const) {
      const reference = posting[part];
      if (reference !== undefined) valueRef(`${at}/${part}`, reference, posting.rows, columns);
    }
    for (const name of Object.keys(posting.when ?? {}))
      if (!header.includes(name)) report(`${at}/when/${name}`, `'${name}' is not a field of the entity${didYouMean(name, header)}`);
    const target = posting.accumulate;
    if (target) {
      const other = index.screensById.get(target.screen);
      if (!other) report(`${at}/accumulate/screen`, `unknown screen '${target.screen}'${didYouMean(target.screen, [...index.screensById.keys()])}`);
      if (!header.includes(target.header))
        report(`${at}/accumulate/header`, `'${target.header}' is not a field of the entity${didYouMean(target.header, header)}`);
      const targetColumns = other ? columnsOf(other, target.rows) : null;
      if (other && !targetColumns) report(`${at}/accumulate/rows`, `'${target.rows}' is not a detail field of screen '${target.screen}'`);
      if (targetColumns && !targetColumns.includes(target.field))
        report(`${at}/accumulate/field`, `'${target.field}' is not a column of '${target.screen}.${target.rows}'${didYouMean(target.field, targetColumns)}`);
      if (targetColumns && (!targetColumns.includes(target.match) || (columns && !columns.includes(target.match))))
        report(`${at}/accumulate/match`, `'${target.match}' must be a column of both '${posting.rows}' and '${target.screen}.${target.rows}'`);
      // A shared flow file is checked on its own; an inline flow's states are known here.
      const targetFlow = other && typeof other.flow === 'object' ? other.flow : null;
      if (other && target.states && !other.flow) report(`${at}/accumulate/states`, `screen '${target.screen}' has no flow, so it has no states`);
      (target.states ?? []).forEach((code, i) => {
        if (targetFlow && !targetFlow.states.some((state) => state.code === code))
          report(`${at}/accumulate/states/${i}`, `'${code}' is not a state of the flow of '${target.screen}'`);
      });
    }
  });

  if (screen.reversal) {
    stateRef('/reversal/on', screen.reversal.on);
    stateRef('/reversal/state', screen.reversal.state);
    if (!header.includes(screen.reversal.link))
      report('/reversal/link', `'${screen.reversal.link}' is not a field of the entity${didYouMean(screen.reversal.link, header)}`);
    if (!screen.postings) report('/reversal', 'a reversal needs postings to reverse');
  }

  if (screen.snapshot) {
    const { snapshot } = screen;
    const ledger = ledgerRef('/snapshot/ledger', snapshot.ledger);
    const columns = rowsRef('/snapshot/rows', snapshot.rows);
    for (const [key, field] of Object.entries(snapshot.match)) {
      if (ledger && !ledger.keys.includes(key))
        report(`/snapshot/match/${key}`, `'${key}' is not a key of ledger '${snapshot.ledger}'${didYouMean(key, ledger.keys)}`);
      if (!header.includes(field)) report(`/snapshot/match/${key}`, `'${field}' is not a field of the entity${didYouMean(field, header)}`);
    }
    for (const part of ['book', 'actual', 'difference'] as const)
      if (columns && !columns.includes(snapshot[part]))
        report(`/snapshot/${part}`, `'${snapshot[part]}' is not a column of '${snapshot.rows}'${didYouMean(snapshot[part], columns)}`);
  }
  return issues;
}
