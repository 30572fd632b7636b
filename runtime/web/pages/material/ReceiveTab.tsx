import { Col, Empty, Form, Input, Row, Select } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { APPROVED_PLAN_STATE, labelOf, MATERIAL_API, PURCHASE_INBOUND, recordById, text, type ApiRecord } from './materialApi';
import { ScannedBill, type BillHeader } from './ScannedBill';
import { normaliseCode, type LineSource } from './scanLines';
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

  const units = useDictLabels('material_unit');
  const sources = useMemo(() => planSources(plan, units), [plan, units]);
  const find = useCallback((code: string) => sources.get(code) ?? null, [sources]);
  const unknown = useCallback((code: string) => `计划「${text(plan?.planName)}」中没有编码为 ${code} 的材料`, [plan]);
  const bill = useBillLines(find, unknown);
  const { setLines } = bill;

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

  const header = (): BillHeader => {
    if (!place.warehouseId) return { ok: false, message: '请先选择仓库' };
    if (!plan) return { ok: false, message: '请选择材料计划' };
    if (!supplierId) return { ok: false, message: '请选择供应商' };
    return { ok: true, fields: { billType: PURCHASE_INBOUND, warehouseId: place.warehouseId, planId: plan.id, supplierId, handlerId: place.userId } };
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
      <ScannedBill
        kind="inbound"
        bill={bill}
        notReady={plan ? null : '请先选择材料计划'}
        header={header}
        batchNo={batchNo.trim()}
        onSubmitted={() => setBatchNo('')}
      />
    </div>
  );
}
