import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Empty, List, Tooltip } from 'antd';
import type { SavedSuperQuery } from '../../../core/query/superQuery.types';

export interface SavedQueryPanelProps {
  queries: SavedSuperQuery[];
  selectedTitle: string | null;
  onSelect(query: SavedSuperQuery): void;
  onDelete(query: SavedSuperQuery): void;
}

/** The side panel of saved queries: a click loads one, the bin deletes it (after confirming). */
export function SavedQueryPanel({ queries, selectedTitle, onSelect, onDelete }: SavedQueryPanelProps) {
  return (
    <div className="super-query-saved" style={{ borderLeft: '1px solid #f0f0f0', paddingLeft: 12, minHeight: 240 }}>
      <div style={{ fontWeight: 500, marginBottom: 8 }}>保存的查询</div>
      {queries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无保存的查询" />
      ) : (
        <List
          size="small"
          dataSource={queries}
          renderItem={(query) => (
            <List.Item
              style={{ cursor: 'pointer', background: query.title === selectedTitle ? '#e6f4ff' : undefined, paddingInline: 8 }}
              onClick={() => onSelect(query)}
              actions={[
                <Tooltip key="delete" title="删除">
                  <Button
                    type="text"
                    size="small"
                    aria-label={`删除查询 ${query.title}`}
                    icon={<DeleteOutlined />}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDelete(query);
                    }}
                  />
                </Tooltip>,
              ]}
            >
              <span>
                <FileTextOutlined style={{ marginRight: 6, color: '#1677ff' }} />
                {query.title}
              </span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
