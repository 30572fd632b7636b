import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Row, Select, Space } from 'antd';
import { changeRule, pickField } from '../../../core/query/superQueryConditions';
import type { SuperQueryField } from '../../../core/query/superQueryFields';
import { SUPER_QUERY_RULES, type SuperQueryCondition, type SuperQueryRule } from '../../../core/query/superQuery.types';
import { SUPER_QUERY_RULE_LABELS } from '../../../core/query/superQueryRules';
import { ConditionValueInput } from './ConditionValueInput';

export interface ConditionRowProps {
  condition: SuperQueryCondition;
  fields: SuperQueryField[];
  onChange(condition: SuperQueryCondition): void;
  onAdd(): void;
  onRemove(): void;
}

const RULE_OPTIONS = SUPER_QUERY_RULES.map((rule) => ({ value: rule, label: SUPER_QUERY_RULE_LABELS[rule] }));

/** One line of the builder: field, rule, value, and buttons to add a line after it or remove it. */
export function ConditionRow({ condition, fields, onChange, onAdd, onRemove }: ConditionRowProps) {
  return (
    <Row gutter={8} className="super-query-condition" style={{ marginBottom: 12 }}>
      <Col span={7}>
        <Select
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          placeholder="选择查询字段"
          aria-label="查询字段"
          value={condition.field}
          options={fields.map((field) => ({ value: field.field, label: field.title }))}
          onChange={(name: string) => {
            const field = fields.find((candidate) => candidate.field === name);
            if (field) onChange(pickField(condition, field));
          }}
        />
      </Col>
      <Col span={5}>
        <Select
          style={{ width: '100%' }}
          placeholder="匹配规则"
          aria-label="匹配规则"
          value={condition.rule}
          options={RULE_OPTIONS}
          onChange={(rule: SuperQueryRule) => onChange(changeRule(condition, rule))}
        />
      </Col>
      <Col span={8}>
        <ConditionValueInput condition={condition} onChange={(val) => onChange({ ...condition, val })} />
      </Col>
      <Col span={4}>
        <Space>
          <Button icon={<PlusOutlined />} aria-label="添加条件" onClick={onAdd} />
          <Button icon={<MinusCircleOutlined />} aria-label="删除条件" onClick={onRemove} />
        </Space>
      </Col>
    </Row>
  );
}
