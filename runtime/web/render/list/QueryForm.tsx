import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { Form, FormItem } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Button, Col, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { flowOf } from '../../../core/flow/flowModel';
import { queryFields } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import '../../fields';
import { stateQueryField } from '../flow/stateQueryField';
import { labelWidth } from '../form/labelWidth';
import { queryInput } from './queryInput';

/** Query fields shown while the form is collapsed. */
const COLLAPSED_FIELD_COUNT = 3;
/** Grid spans of a query field on a page, and in a narrow container such as a drawer. */
const COLUMNS = {
  page: { normal: { xs: 24, sm: 12, md: 8, xl: 6 }, range: { xs: 24, sm: 24, md: 16, xl: 12 } },
  narrow: { normal: { xs: 24, sm: 12 }, range: { xs: 24 } },
};

/** A snapshot of the form's values with plain arrays, safe to keep in React state. */
function plainValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? [...value] : value]));
}

export interface QueryFormProps {
  screen: ScreenFile;
  /** Lay the fields out for a narrow container (a drawer) instead of the page width. */
  narrow?: boolean;
  /** Values the form opens with (the route's URL filters); 重置 clears them too. */
  initialValues?: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
}

/** The query area above a list: the screen's query fields, 查询 / 重置, and 展开 / 收起 after three fields. */
export function QueryForm({ screen, narrow = false, initialValues, onSearch, onReset }: QueryFormProps) {
  const columns = COLUMNS[narrow ? 'narrow' : 'page'];
  // A fresh query form for each screen shown; the initial values are those of its first render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => createForm({ initialValues }), [screen]);
  const fields = queryFields(screen).filter(({ field }) => screen.entity.properties[field]);
  const flow = flowOf(screen);
  // A value given for a field beyond the first three opens the form expanded, so it is seen.
  const [expanded, setExpanded] = useState(() => fields.slice(COLLAPSED_FIELD_COUNT).some(({ field }) => initialValues?.[field] !== undefined));
  if (fields.length === 0) return null;
  const visible = expanded ? fields : fields.slice(0, COLLAPSED_FIELD_COUNT);
  const search = () => onSearch(plainValues(form.values));
  const reset = () => {
    void form.reset('*', { forceClear: true });
    onReset();
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelWidth={labelWidth(
        fields.map(({ field }) => screen.entity.properties[field].title),
        70,
        120,
      )}
      feedbackLayout="terse"
      onAutoSubmit={search}
      className="screen-query-form"
    >
      <Row gutter={24}>
        {visible.map(({ field, mode }) => {
          const schema = screen.entity.properties[field];
          const { component, props } = queryInput(flow?.stateField === field ? stateQueryField(flow, schema) : schema, mode);
          return (
            <Col key={field} {...(mode === 'range' ? columns.range : columns.normal)}>
              <Field name={field} title={schema.title} decorator={[FormItem]} component={[component, props]} />
            </Col>
          );
        })}
        <Col {...columns.normal}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Button type="primary" icon={<SearchOutlined />} onClick={search}>
              查询
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              重置
            </Button>
            {fields.length > COLLAPSED_FIELD_COUNT && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {expanded ? '收起' : '展开'}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
