import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { BillLinesTable } from './BillLinesTable';
import { addAndSubmit, billNumber, labelOf, MATERIAL_API, TEAM_DICT, text, today, type ApiRecord, reportFailure } from './materialApi';
import { ScanInput } from './ScanInput';
import { billItems, normaliseCode, type LineSource } from './scanLines';
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
  const [saving, setSaving] = useState(false);

  const sources = useMemo(() => stockSources(stock.records), [stock.records]);
  const find = useCallback((code: string) => sources.get(code) ?? null, [sources]);
  const unknown = useCallback((code: string) => `${place.warehouseName || '本仓库'}没有编码为 ${code} 的库存材料`, [place.warehouseName]);
  const { lines, setLines, scan } = useBillLines(find, unknown);

  useEffect(() => {
    setLines([]);
  }, [place.warehouseId, setLines]);
  useEffect(() => setTeamId(undefined), [place.projectId]);

  const submit = async () => {
    if (!place.warehouseId) return feedback().message.warning('请先选择仓库');
    if (!teamId) return feedback().message.warning('请选择领料班组');
    if (lines.length === 0) return feedback().message.warning('请扫描或输入要发放的材料');
    if (lines.some((line) => !(line.qty > 0))) return feedback().message.warning('发料数量必须大于0');
    setSaving(true);
    try {
      const billNo = billNumber('CK');
      await addAndSubmit('outbound', {
        billNo,
        warehouseId: place.warehouseId,
        teamId,
        receiver: receiver.trim() || null,
        usePart: usePart.trim() || null,
        bizDate: today(),
        handlerId: place.userId,
        items: billItems(lines),
      });
      feedback().message.success(`出库单 ${billNo} 已提交审核`);
      setLines([]);
      stock.reload();
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
      <ScanInput onScan={scan} disabled={!place.warehouseId} placeholder={place.warehouseId ? '扫码或输入材料编码后按回车' : '请先选择仓库'} />
      <BillLinesTable lines={lines} onChange={setLines} showBatch />
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
