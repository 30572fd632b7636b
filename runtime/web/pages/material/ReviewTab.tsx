import { Button, Input, Modal, Popconfirm, Segmented, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { FLOW_ACTIONS_FIELD, type FlowDeclaration } from '../../../core/flow/flow.types';
import { flowOf } from '../../../core/flow/flowModel';
import { FlowStateTag } from '../../render/flow/FlowStateTag';
import { loadScreen } from '../../render/screenLoader';
import { feedback } from '../../shell/feedback/feedback';
import { labelOf, MATERIAL_API, recordById, text, transition, type ApiRecord, type BillKind, reportFailure } from './materialApi';
import { useDictLabels } from './useDictLabels';
import { useRecords } from './useRecords';
import type { WorkPlace } from './workPlace';

const KIND_TITLE: Record<BillKind, string> = { inbound: '入库单', outbound: '出库单' };

/**
 * The user's 待我处理 rows in state 待审核: the flow's todo tab also holds the user's own drafts and
 * returned bills (to submit), which are not waiting for a review.
 */
const REVIEW_QUERY = { flowTab: 'todo', status: '2', pageSize: 100 };

const actionsOf = (record: ApiRecord): string[] => (Array.isArray(record[FLOW_ACTIONS_FIELD]) ? (record[FLOW_ACTIONS_FIELD] as string[]) : []);

/** The rows of one bill, loaded when its row is opened. */
function BillItems({ kind, id }: { kind: BillKind; id: string }) {
  const [items, setItems] = useState<ApiRecord[] | null>(null);
  const units = useDictLabels('material_unit');
  useEffect(() => {
    recordById(MATERIAL_API[kind], id).then(
      (bill) => setItems(Array.isArray(bill.items) ? (bill.items as ApiRecord[]) : []),
      () => setItems([]),
    );
  }, [kind, id]);
  return (
    <Table<ApiRecord>
      rowKey={(item) => text(item.id) || `${text(item.materialCode)}-${text(item.batchNo)}`}
      size="small"
      pagination={false}
      loading={items === null}
      dataSource={items ?? []}
      columns={[
        { title: '材料编码', dataIndex: 'materialCode' },
        { title: '材料名称', dataIndex: 'materialName' },
        { title: '规格型号', dataIndex: 'spec' },
        { title: '批次', dataIndex: 'batchNo', render: (value) => text(value) || '—' },
        { title: '数量', dataIndex: 'qty', align: 'right' },
        { title: '单位', key: 'unit', render: (_value, item) => units.get(text(item.unit)) ?? labelOf(item, 'unit') },
      ]}
    />
  );
}

/**
 * 待我审核: the bills whose next step is the user's (the list's 待我处理 tab, decided by the
 * flow on the server). Only the steps the server offers on a row are shown; a refusal such as
 * 库存不足… is the server's message, shown as it is by the client.
 */
export function ReviewTab({ place, onChanged }: { place: WorkPlace; onChanged(): void }) {
  const [kind, setKind] = useState<BillKind>('inbound');
  // The state tags come from the bills' own flow (schemas/flows/stockBill.json), as on the platform's lists.
  const [flow, setFlow] = useState<FlowDeclaration | null>(null);
  useEffect(() => {
    loadScreen('material.inbound').then(
      (screen) => setFlow(flowOf(screen)),
      () => setFlow(null),
    );
  }, []);
  const inbound = useRecords(place.projectId ? MATERIAL_API.inbound : null, REVIEW_QUERY);
  const outbound = useRecords(place.projectId ? MATERIAL_API.outbound : null, REVIEW_QUERY);
  const current = kind === 'inbound' ? inbound : outbound;
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ApiRecord | null>(null);
  const [comment, setComment] = useState('');

  const act = async (record: ApiRecord, action: 'approve' | 'reject', text?: string) => {
    setBusy(record.id);
    try {
      await transition(MATERIAL_API[kind], record.id, action, text);
      feedback().message.success(action === 'approve' ? `${labelOf(record, 'billNo')} 已审核通过` : `${labelOf(record, 'billNo')} 已退回`);
      setRejecting(null);
      current.reload();
      onChanged();
    } catch (error) {
      // The bill stays waiting.
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mm-tab">
      <Segmented<BillKind>
        className="mm-review__kind"
        value={kind}
        onChange={setKind}
        options={(['inbound', 'outbound'] as const).map((value) => ({
          value,
          label: `${KIND_TITLE[value]}（${(value === 'inbound' ? inbound : outbound).total}）`,
        }))}
      />
      <Table<ApiRecord>
        rowKey="id"
        size="middle"
        className="mm-review"
        loading={current.loading}
        dataSource={current.records}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: '没有待我审核的单据' }}
        expandable={{ expandedRowRender: (record) => <BillItems kind={kind} id={record.id} /> }}
        columns={[
          { title: '单号', dataIndex: 'billNo', width: 170 },
          {
            title: kind === 'inbound' ? '入库类型' : '领料班组',
            key: 'kind',
            width: 110,
            render: (_value, record) => labelOf(record, kind === 'inbound' ? 'billType' : 'teamId'),
          },
          { title: '仓库', key: 'warehouse', width: 110, render: (_value, record) => labelOf(record, 'warehouseId') },
          { title: '业务日期', dataIndex: 'bizDate', width: 110 },
          { title: '提交人', key: 'initiator', width: 90, render: (_value, record) => labelOf(record, 'initiatorId') },
          {
            title: '状态',
            key: 'status',
            width: 90,
            render: (_value, record) => {
              return flow ? <FlowStateTag flow={flow} code={record.status} /> : labelOf(record, 'status');
            },
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_value, record) => (
              <Space>
                {actionsOf(record).includes('approve') && (
                  <Popconfirm title="审核通过后单据将过账，确定吗？" okText="确定" cancelText="取消" onConfirm={() => act(record, 'approve')}>
                    <Button type="primary" size="small" loading={busy === record.id}>
                      通过
                    </Button>
                  </Popconfirm>
                )}
                {actionsOf(record).includes('reject') && (
                  <Button
                    danger
                    size="small"
                    disabled={busy === record.id}
                    onClick={() => {
                      setComment('');
                      setRejecting(record);
                    }}
                  >
                    退回
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={`退回${KIND_TITLE[kind]} ${rejecting ? labelOf(rejecting, 'billNo') : ''}`}
        open={rejecting !== null}
        okText="退回"
        okButtonProps={{ danger: true, disabled: !comment.trim(), loading: busy !== null }}
        cancelText="取消"
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && void act(rejecting, 'reject', comment.trim())}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="请填写退回意见" value={comment} onChange={(event) => setComment(event.target.value)} />
      </Modal>
    </div>
  );
}
