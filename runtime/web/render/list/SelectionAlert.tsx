import { Alert } from 'antd';

/** The JeecgBoot-style "已选择 N 项 清空" line above a list table. */
export function SelectionAlert({ count, onClear }: { count: number; onClear(): void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <span>
          已选择 <a style={{ fontWeight: 600 }}>{count}</a> 项
          {count > 0 && (
            <a style={{ marginLeft: 24 }} onClick={onClear}>
              清空
            </a>
          )}
        </span>
      }
    />
  );
}
