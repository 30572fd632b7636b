import { Button, Col, Empty, Form, Input, Row, Select, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { BillLinesTable } from './BillLinesTable';
import {
  addAndSubmit,
  APPROVED_PLAN_STATE,
  billNumber,
  labelOf,
  MATERIAL_API,
  PURCHASE_INBOUND,
  recordById,
  text,
  today,
  type ApiRecord,
  reportFailure,
} from './materialApi';
import { ScanInput } from './ScanInput';
import { billItems, normaliseCode, type LineSource } from './scanLines';
import { useBillLines } from './useBillLines';
import { useDictLabels } from './useDictLabels';
import { useRecords } from './useRecords';
import type { WorkPlace } from './workPlace';

/** What each code of a plan stands for: its rows, keyed by the code as scanned. */
function planSources(plan: ApiRecord | null, units: ReadonlyMap<string, string>): Map<string, LineSource> {
  const rows = Array.isArray(plan?.items) ? (plan.items as ApiRecord[]) : [];
  return new Map(
    rows
      .filter((row) => text(row.materialCode))
      .map((row) => [
        normaliseCode(text(row.materialCode)),
        {
          materialCode: text(row.materialCode),
          materialName: text(row.materialName),
          spec: text(row.spec),
          unit: text(row.unit),
          unitText: units.get(text(row.unit)) ?? labelOf(row, 'unit'),
          batchNo: '',
          price: typeof row.unitPrice === 'number' ? row.unitPrice : null,
        },
      ]),
  );
}

/** 收货: receive a delivery against an approved plan; 提交 adds a 采购入库 bill and submits it for review. */
export function ReceiveTab({ place }: { place: WorkPlace }) {
  const plans = useRecords(place.projectId ? MATERIAL_API.plan : null, { status: APPROVED_PLAN_STATE, pageSize: 200, column: 'planDate', order: 'desc' });
  const suppliers = useRecords(place.projectId ? MATERIAL_API.supplier : null, { pageSize: 200 });
  const [planId, setPlanId] = useState<string | undefined>();
  const [plan, setPlan] = useState<ApiRecord | null>(null);
  const [supplierId, setSupplierId] = useState<string | undefined>();
  const [batchNo, setBatchNo] = useState('');
  const [saving, setSaving] = useState(false);

  const units = useDictLabels('material_unit');
  const sources = useMemo(() => planSources(plan, units), [plan, units]);
  const find = useCallback((code: string) => sources.get(code) ?? null, [sources]);
  const unknown = useCallback((code: string) => `计划「${text(plan?.planName)}」中没有编码为 ${code} 的材料`, [plan]);
  const { lines, setLines, scan } = useBillLines(find, unknown);

  useEffect(() => {
    setPlanId(undefined);
    setPlan(null);
    setLines([]);
  }, [place.projectId, setLines]);

  const choosePlan = (id?: string) => {
    setPlanId(id);
    setPlan(null);
    setLines([]);
    if (id) recordById(MATERIAL_API.plan, id).then(setPlan, () => setPlanId(undefined));
  };

  const submit = async () => {
    if (!place.warehouseId) return feedback().message.warning('请先选择仓库');
    if (!plan) return feedback().message.warning('请选择材料计划');
    if (!supplierId) return feedback().message.warning('请选择供应商');
    if (lines.length === 0) return feedback().message.warning('请扫描或输入要收货的材料');
    if (lines.some((line) => !(line.qty > 0))) return feedback().message.warning('收货数量必须大于0');
    setSaving(true);
    try {
      const billNo = billNumber('RK');
      await addAndSubmit('inbound', {
        billNo,
        billType: PURCHASE_INBOUND,
        warehouseId: place.warehouseId,
        planId: plan.id,
        supplierId,
        bizDate: today(),
        handlerId: place.userId,
        items: billItems(lines, batchNo.trim()),
      });
      feedback().message.success(`入库单 ${billNo} 已提交审核`);
      setLines([]);
      setBatchNo('');
    } catch (error) {
      // The rows stay for another try.
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mm-tab">
      <Form layout="vertical" className="mm-form">
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="材料计划（已审批）" required>
              <Select
                showSearch
                allowClear
                placeholder="请选择材料计划"
                optionFilterProp="label"
                loading={plans.loading}
                value={planId}
                onChange={choosePlan}
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有已审批的材料计划" />}
                options={plans.records.map((record) => ({ value: record.id, label: `${text(record.planNo)} ${text(record.planName)}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item label="供应商" required>
              <Select
                showSearch
                allowClear
                placeholder="请选择供应商"
                optionFilterProp="label"
                value={supplierId}
                onChange={setSupplierId}
                options={suppliers.records.map((record) => ({ value: record.id, label: text(record.supplierName ?? record.name) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item label="批次号">
              <Input placeholder="本批到货的批次号" maxLength={32} value={batchNo} onChange={(event) => setBatchNo(event.target.value)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ScanInput onScan={scan} disabled={!plan} placeholder={plan ? '扫码或输入材料编码后按回车' : '请先选择材料计划'} />
      <BillLinesTable lines={lines} onChange={setLines} />
      <Space className="mm-actions">
        <span className="mm-actions__sum">共 {lines.length} 种材料</span>
        <Button onClick={() => setLines([])} disabled={lines.length === 0}>
          清空
        </Button>
        <Button type="primary" size="large" loading={saving} onClick={() => void submit()}>
          提交
        </Button>
      </Space>
    </div>
  );
}
