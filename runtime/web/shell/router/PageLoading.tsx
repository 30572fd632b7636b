import { Spin } from 'antd';

/** Placeholder while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <div style={{ padding: 80, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}
