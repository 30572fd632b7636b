import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Col, Modal, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { blankCondition, isEmptyQuery } from '../../../core/query/superQueryConditions';
import type { SuperQueryField } from '../../../core/query/superQueryFields';
import { EMPTY_SUPER_QUERY, toSuperQueryParams } from '../../../core/query/superQueryParams';
import type { MatchType, SavedSuperQuery, SuperQueryCondition, SuperQueryParams } from '../../../core/query/superQuery.types';
import { ConditionRow } from './ConditionRow';
import { SavedQueryPanel } from './SavedQueryPanel';
import { SaveQueryDialog } from './SaveQueryDialog';
import { useSavedQueries } from './useSavedQueries';

export interface SuperQueryModalProps {
  open: boolean;
  fields: SuperQueryField[];
  /** Local-storage code of the saved queries (the route path unless given). */
  saveCode: string;
  onSearch(params: SuperQueryParams): void;
  onClose(): void;
}

const MATCH_TYPE_OPTIONS = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/**
 * 高级查询构造器 (JSuperQuery): grouped conditions combined with and/or, run (查询), reset (one blank
 * line, empty query emitted), and the saved queries of the screen in a side panel.
 */
export function SuperQueryModal({ open, fields, saveCode, onSearch, onClose }: SuperQueryModalProps) {
  const { message, modal } = App.useApp();
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [conditions, setConditions] = useState<SuperQueryCondition[]>(() => [blankCondition()]);
  const [naming, setNaming] = useState(false);
  const [selectedTitle, setSelectedTitle] = useState<string | null>(null);
  const saved = useSavedQueries(saveCode);

  function updateAt(index: number, condition: SuperQueryCondition): void {
    setConditions((current) => current.map((existing, i) => (i === index ? condition : existing)));
  }

  function addAfter(index: number): void {
    setConditions((current) => [...current.slice(0, index + 1), blankCondition(), ...current.slice(index + 1)]);
  }

  function removeAt(index: number): void {
    setConditions((current) => (current.length === 1 ? [blankCondition()] : current.filter((_, i) => i !== index)));
  }

  function run(): void {
    if (isEmptyQuery(conditions)) {
      message.warning('不能查询空条件');
      return;
    }
    onSearch(toSuperQueryParams(conditions, matchType));
    onClose();
  }

  function reset(): void {
    setConditions([blankCondition()]);
    setSelectedTitle(null);
    onSearch(EMPTY_SUPER_QUERY);
  }

  function startSaving(): void {
    if (isEmptyQuery(conditions)) {
      message.warning('空条件不能保存');
      return;
    }
    setNaming(true);
  }

  function save(title: string): void {
    const query: SavedSuperQuery = { title, matchType, records: conditions };
    const store = () => {
      saved.save(query);
      setSelectedTitle(title);
      setNaming(false);
      message.success('保存成功');
    };
    if (saved.queries.some((existing) => existing.title === title)) {
      modal.confirm({ title: '提示', content: `${title} 已存在，是否覆盖？`, okText: '确定', cancelText: '取消', onOk: store });
    } else {
      store();
    }
  }

  function load(query: SavedSuperQuery): void {
    setMatchType(query.matchType);
    setConditions(query.records.length > 0 ? query.records : [blankCondition()]);
    setSelectedTitle(query.title);
  }

  function confirmDelete(query: SavedSuperQuery): void {
    modal.confirm({
      title: '提示',
      content: '是否删除当前查询？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        saved.remove(query.title);
        if (selectedTitle === query.title) setSelectedTitle(null);
        message.success('删除成功');
      },
    });
  }

  return (
    <Modal
      title="高级查询构造器"
      width={1000}
      open={open}
      onCancel={onClose}
      className="super-query-modal"
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button icon={<SaveOutlined />} onClick={startSaving}>
            保存查询
          </Button>
          <Space>
            <Button onClick={reset}>重置</Button>
            <Button onClick={onClose}>关闭</Button>
            <Button type="primary" onClick={run}>
              查询
            </Button>
          </Space>
        </div>
      }
    >
      <Row gutter={16}>
        <Col span={18}>
          <Space style={{ marginBottom: 16 }}>
            <span>过滤条件匹配：</span>
            <Select<MatchType> style={{ width: 240 }} aria-label="过滤条件匹配" value={matchType} options={MATCH_TYPE_OPTIONS} onChange={setMatchType} />
          </Space>
          {conditions.map((condition, index) => (
            <ConditionRow
              // Lines have no identity of their own; the position is what the user edits.
              key={index}
              condition={condition}
              fields={fields}
              onChange={(next) => updateAt(index, next)}
              onAdd={() => addAfter(index)}
              onRemove={() => removeAt(index)}
            />
          ))}
        </Col>
        <Col span={6}>
          <SavedQueryPanel queries={saved.queries} selectedTitle={selectedTitle} onSelect={load} onDelete={confirmDelete} />
        </Col>
      </Row>
      <SaveQueryDialog open={naming} onSave={save} onClose={() => setNaming(false)} />
    </Modal>
  );
}
