import { Card, Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { CellValue } from './CellValue';
import type { CellRenderers } from './listColumns';
import type { ListRecord } from './toTree';
import './listCards.css';

/** Label / value rows a card shows under its title. */
const CARD_ROWS = 4;

export interface ListCardsProps {
  screen: ScreenFile;
  records: ListRecord[];
  loading: boolean;
  cells: CellRenderers;
  /** A field shown at the card's top right instead of as a row (a flow's state tag). */
  badgeField?: string;
  actions(record: ListRecord): ReactNode;
  pageNo: number;
  pageSize: number;
  total: number;
  /** Null for a tree screen, which shows every row at once. */
  onPage: ((pageNo: number, pageSize: number) => void) | null;
}

/**
 * A phone's list: one card per record, titled by the first list column, with the next few columns
 * as label / value rows, the badge field at the top right and the row actions as buttons, so
 * nothing scrolls sideways.
 */
export function ListCards({ screen, records, loading, cells, badgeField, actions, pageNo, pageSize, total, onPage }: ListCardsProps) {
  const columns = screen.list.columns.filter((name) => screen.entity.properties[name]);
  const [titleField] = columns;
  const rowFields = columns.filter((name) => name !== titleField && name !== badgeField).slice(0, CARD_ROWS);
  const cell = (name: string, record: ListRecord) => cells[name]?.(record) ?? <CellValue name={name} field={screen.entity.properties[name]} record={record} />;
  return (
    <Spin spinning={loading}>
      <div className="list-cards">
        {records.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {records.map((record) => (
          <Card
            key={record.id}
            className="list-card"
            size="small"
            title={titleField ? cell(titleField, record) : record.id}
            extra={badgeField ? cell(badgeField, record) : undefined}
          >
            <dl className="list-card__rows">
              {rowFields.map((name) => (
                <div key={name} className="list-card__row">
                  <dt>{screen.entity.properties[name].title}</dt>
                  <dd>{cell(name, record)}</dd>
                </div>
              ))}
            </dl>
            <div className="list-card__actions">{actions(record)}</div>
          </Card>
        ))}
      </div>
      {onPage && total > 0 && (
        <Pagination className="list-cards__pager" simple size="small" current={pageNo} pageSize={pageSize} total={total} onChange={onPage} />
      )}
    </Spin>
  );
}
