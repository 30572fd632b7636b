import { Button } from 'antd';

/** The pager's total: exact, or 1万+ with a 精确计数 link when the server stopped counting at its cap. */
export function ListTotal({ total, capped, onCountExactly }: { total: number; capped: boolean; onCountExactly: () => void }) {
  if (!capped) return <>共 {total} 条</>;
  return (
    <>
      共 1万+ 条
      <Button type="link" size="small" onClick={onCountExactly}>
        精确计数
      </Button>
    </>
  );
}
