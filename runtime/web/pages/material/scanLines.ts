/** One row of a bill being scanned: what the bill's `items` get, plus a row key. */
export interface BillLine {
  key: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unit: string;
  /** The label of `unit` when it is a dictionary value. */
  unitText: string;
  batchNo: string;
  qty: number;
  price: number | null;
}

/** What a code stands for in the scan's source (the plan's rows, the warehouse's stock). */
export type LineSource = Omit<BillLine, 'key' | 'qty'>;

export type ScanOutcome = { ok: true; lines: BillLine[]; line: BillLine } | { ok: false; message: string };

/** A code as scanners and people type it: surrounding blanks dropped, letters compared case-blind. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/**
 * A scanned or typed code (a barcode scanner types the code and Enter): the row of that material
 * gets one more, or a new row with quantity 1 comes from `find`; a code `find` does not know gives
 * `unknown(code)` as the message and leaves the rows as they were.
 */
export function scanCode(
  lines: readonly BillLine[],
  rawCode: string,
  find: (code: string) => LineSource | null,
  unknown: (code: string) => string,
): ScanOutcome {
  const code = normaliseCode(rawCode);
  if (!code) return { ok: false, message: '请输入材料编码' };
  const source = find(code);
  if (!source) return { ok: false, message: unknown(rawCode.trim()) };
  const key = `${source.materialCode}\u0000${source.batchNo}`;
  const existing = lines.find((line) => line.key === key);
  if (existing) {
    const line = { ...existing, qty: existing.qty + 1 };
    return { ok: true, line, lines: lines.map((candidate) => (candidate.key === key ? line : candidate)) };
  }
  const line: BillLine = { ...source, key, qty: 1 };
  return { ok: true, line, lines: [line, ...lines] };
}

/** The `items` of a bill from its scanned rows; `batchNo` given applies to every row (one delivery, one batch). */
export function billItems(lines: readonly BillLine[], batchNo?: string): Record<string, unknown>[] {
  return lines.map(({ materialCode, materialName, spec, unit, qty, price, batchNo: own }) => ({
    materialCode,
    materialName,
    spec,
    unit,
    batchNo: batchNo ?? own,
    qty,
    ...(price === null ? {} : { price, amount: Math.round(qty * price * 100) / 100 }),
  }));
}
