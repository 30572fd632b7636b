import { Descriptions, Divider } from 'antd';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { FlowDeclaration } from '../../../core/flow/flow.types';
import type { FlowFetcher } from './flowFetcher';
import { FlowStateTag } from './FlowStateTag';
import { FlowTimeline } from './FlowTimeline';
import { useFlowHistory } from './useFlowHistory';

export interface FlowRecordSectionProps {
  screen: ScreenFile;
  flow: FlowDeclaration;
  fetcher: FlowFetcher;
  record: Record<string, unknown> & { id: string };
}

/** The flow part of a record's 详情: its current state as a tag, then the 流程记录 timeline. */
export function FlowRecordSection({ screen, flow, fetcher, record }: FlowRecordSectionProps) {
  const history = useFlowHistory(screen, fetcher, record.id);
  const stateTitle = screen.entity.properties[flow.stateField]?.title ?? '状态';
  return (
    <div className="flow-record-section">
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'state', label: `当前${stateTitle}`, children: <FlowStateTag flow={flow} code={record[flow.stateField]} /> }]}
      />
      <Divider orientation="left" plain style={{ marginTop: 8 }}>
        流程记录
      </Divider>
      <FlowTimeline screen={screen} flow={flow} history={history} />
    </div>
  );
}
