import { Col, Form, Input, Row, Select } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { labelOf, MATERIAL_API, TEAM_DICT, text, type ApiRecord } from './materialApi';
import { ScannedBill, type BillHeader } from './ScannedBill';
import { normaliseCode, type LineSource } from './scanLines';
import { useBillLines } from './useBillLines';
import { useDictItems } from './useDictLabels';
import { useRecords } from './useRecords';
import type { WorkPlace } from './workPlace';

/** What each code in the warehouse stands for: the first batch of it in stock (the server still checks the quantity). */
function stockSources(stock: ApiRecord[]): Map<string, LineSource> {
  const sources = new Map<string, LineSource>();
  for (const row of stock) {
    const code = normaliseCode(text(row.materialCode));
    if (!code || sources.has(code) || !(Number(row.qty) > 0)) continue;
    sources.set(code, {
      materialCode: text(row.materialCode),
      materialName: text(row.materialName),
      spec: text(row.spec),
      unit: text(row.unit),
      unitText: labelOf(row, 'unit'),
      batchNo: text(row.batchNo),
      price: null,
    });
  }
  return sources;
}

/** 发料: issue material of the chosen warehouse to a team; 提交 adds a 领料出库 bill and submits it for review. */
export function IssueTab({ place }: { place: WorkPlace }) {
  const teams = useDictItems(place.projectId ? TEAM_DICT : null, place.projectId);
  const stock = useRecords(place.warehouseId ? MATERIAL_API.inventory : null, { warehouseId: place.warehouseId ?? undefined, pageSize: 500 });
  const [teamId, setTeamId] = useState<string | undefined>();
  const [receiver, setReceiver] = useState('');
  const [usePart, setUsePart] = useState('');

  const sources = useMemo(() => stockSources(stock.records), [stock.records]);
  const find = useCallback((code: string) => sources.get(code) ?? null, [sources]);
  const unknown = useCallback((code: string) => `${place.warehouseName || '本仓库'}没有编码为 ${code} 的库存材料`, [place.warehouseName]);
  const bill = useBillLines(find, unknown);
  const { setLines } = bill;

  useEffect(() => {
    setLines([]);
  }, [place.warehouseId, setLines]);
  useEffect(() => setTeamId(undefined), [place.projectId]);

  const header = (): BillHeader => {
    if (!place.warehouseId) return { ok: false, message: '请先选择仓库' };
    if (!teamId) return { ok: false, message: '请选择领料班组' };
    const fields = { warehouseId: place.warehouseId, teamId, receiver: receiver.trim() || null, usePart: usePart.trim() || null, handlerId: place.userId };
    return { ok: true, fields };
  };

  return (
    <div className="mm-tab">
      <Form layout="vertical" className="mm-form">
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="领料班组" required>
              <Select
                showSearch
                allowClear
                placeholder="请选择班组"
                optionFilterProp="label"
                value={teamId}
                onChange={setTeamId}
                options={teams.map((team) => ({ value: team.value, label: team.text }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={7}>
            <Form.Item label="领料人">
              <Input placeholder="领料人姓名" maxLength={32} value={receiver} onChange={(event) => setReceiver(event.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={7}>
            <Form.Item label="使用部位">
              <Input placeholder="如 3#楼二层梁板" maxLength={64} value={usePart} onChange={(event) => setUsePart(event.target.value)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ScannedBill kind="outbound" bill={bill} notReady={place.warehouseId ? null : '请先选择仓库'} header={header} showBatch onSubmitted={stock.reload} />
    </div>
  );
}
