import { Alert } from 'antd';
import { Fragment } from 'react';
import { flowOf, flowState } from '../../../core/flow/flowModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { DictLabel } from '../dict/DictLabel';
import { filterParts, type FilterPart } from './filterText';

const BOUND_WORDS: Record<FilterPart['kind'], string> = { eq: '', begin: '起', end: '止' };

/**
 * A filter value as its label: the part's own label (a condition, 我), a dictionary field's labels, a flow state's titles (a dashboard's
 * drill-down sends codes such as `2,3`), else the value (a comma list reads as 、).
 */
function FilterValue({ screen, part }: { screen: ScreenFile; part: FilterPart }) {
  if (part.label !== undefined) return <>{part.label}</>;
  const dict = part.kind === 'eq' ? screen.entity.properties[part.field]?.['x-dict'] : undefined;
  if (dict) return <DictLabel code={dict} value={part.value} />;
  const values = part.value.split(',');
  const flow = flowOf(screen);
  if (flow && part.kind === 'eq' && part.field === flow.stateField) return <>{values.map((code) => flowState(flow, code)?.title ?? code).join('、')}</>;
  return <>{values.join('、')}</>;
}

export interface FilterAlertProps {
  screen: ScreenFile;
  filter: Record<string, string>;
  onClear(): void;
}

/** 「已按 问题级别：重大隐患；发起时间起：2025-01-01 筛选」 with 清除, for URL filters the query form cannot show. */
export function FilterAlert({ screen, filter, onClear }: FilterAlertProps) {
  const parts = filterParts(screen, filter);
  if (parts.length === 0) return null;
  return (
    <Alert
      className="list-filter-alert"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <span>
          已按{' '}
          {parts.map((part, index) => (
            <Fragment key={part.key}>
              {index > 0 && '；'}
              {part.title}
              {BOUND_WORDS[part.kind]}：<FilterValue screen={screen} part={part} />
            </Fragment>
          ))}{' '}
          筛选
        </span>
      }
      action={
        <a className="list-filter-alert__clear" onClick={onClear}>
          清除
        </a>
      }
    />
  );
}
