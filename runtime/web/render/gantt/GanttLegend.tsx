/** What the colours of a Gantt chart mean, and (when bars can be dragged) how to change the dates. */
export function GanttLegend({ actual, progress, editable }: { actual: boolean; progress: boolean; editable: boolean }) {
  const swatch = (color: string, border?: string) => (
    <span className="gantt-legend__swatch" style={{ background: color, border: border && `1px solid ${border}` }} />
  );
  return (
    <div className="gantt-legend">
      <span>{swatch('#bae0ff', '#69b1ff')}计划</span>
      {progress && <span>{swatch('#1677ff')}已完成</span>}
      {actual && <span>{swatch('#52c41a')}实际</span>}
      {actual && <span>{swatch('#ff4d4f')}延期</span>}
      <span>{swatch('transparent', '#ff4d4f')}今天</span>
      {editable && <span>拖动横道改计划日期，拖右端改完成日期，点击横道编辑</span>}
    </div>
  );
}
