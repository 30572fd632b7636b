import { Button, Space } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { BillLinesTable } from './BillLinesTable';
import { addAndSubmit, billNumber, reportFailure, today, type BillKind } from './materialApi';
import { ScanInput } from './ScanInput';
import { billItems } from './scanLines';
import type { useBillLines } from './useBillLines';

const BILL = {
  inbound: { prefix: 'RK', title: '入库单', verb: '收货' },
  outbound: { prefix: 'CK', title: '出库单', verb: '发料' },
} as const;

/** The header of the bill being made, or why it cannot be submitted yet (a warning for the keeper). */
export type BillHeader = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string };

interface ScannedBillProps {
  kind: BillKind;
  bill: ReturnType<typeof useBillLines>;
  /** Why scanning cannot start yet (shown in the code box), or null when it can. */
  notReady: string | null;
  header(): BillHeader;
  /** Applies to every row (receipts: one delivery, one batch); issues keep each row's stock batch. */
  batchNo?: string;
  showBatch?: boolean;
  onSubmitted?(): void;
}

/**
 * The scanning half of a receipt or an issue: the code box, the rows and 提交, which adds the bill
 * through the platform's CRUD and submits it for review. On a refusal the rows stay for another try.
 */
export function ScannedBill({ kind, bill, notReady, header, batchNo, showBatch, onSubmitted }: ScannedBillProps) {
  const { lines, setLines, scan } = bill;
  const [saving, setSaving] = useState(false);
  const { prefix, title, verb } = BILL[kind];

  const submit = async () => {
    const head = header();
    if (!head.ok) return feedback().message.warning(head.message);
    if (lines.length === 0) return feedback().message.warning(`请扫描或输入要${verb}的材料`);
    if (lines.some((line) => !(line.qty > 0))) return feedback().message.warning(`${verb}数量必须大于0`);
    setSaving(true);
    try {
      const billNo = billNumber(prefix);
      await addAndSubmit(kind, { billNo, ...head.fields, bizDate: today(), items: billItems(lines, batchNo) });
      feedback().message.success(`${title} ${billNo} 已提交审核`);
      setLines([]);
      onSubmitted?.();
    } catch (error) {
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ScanInput onScan={scan} disabled={notReady !== null} placeholder={notReady ?? '扫码或输入材料编码后按回车'} />
      <BillLinesTable lines={lines} onChange={setLines} showBatch={showBatch} />
      <Space className="mm-actions">
        <span className="mm-actions__sum">共 {lines.length} 种材料</span>
        <Button onClick={() => setLines([])} disabled={lines.length === 0}>
          清空
        </Button>
        <Button type="primary" size="large" loading={saving} onClick={() => void submit()}>
          提交
        </Button>
      </Space>
    </>
  );
}
