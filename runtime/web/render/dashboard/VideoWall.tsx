import { Empty } from 'antd';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';
import { HlsPlayer } from '../../fields/hls-stream/HlsPlayer';

/**
 * A video widget: the streams of its rows side by side (two columns), each captioned by its
 * columns' texts; the stream address is the dimension after the captions (see expandRecordWidget).
 */
export default function VideoWall({ widget, rows }: { widget: DashboardWidget; rows: WidgetRow[] }) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有在线的摄像头" />;
  const captions = widget.data.columns?.length ?? 0;
  return (
    <div className={`dashboard-videos dashboard-videos--${Math.min(rows.length, 4)}`}>
      {rows.map((row) => (
        <figure key={row.dims[captions + 1] ?? row.dims[captions]} className="dashboard-video">
          <HlsPlayer value={row.dims[captions] ?? ''} />
          <figcaption>{row.dimTexts.slice(0, captions).join(' · ')}</figcaption>
        </figure>
      ))}
    </div>
  );
}
