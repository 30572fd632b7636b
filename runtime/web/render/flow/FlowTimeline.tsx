import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Spin, Timeline, theme, Typography } from 'antd';
import type { GlobalToken } from 'antd';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';
import { CellValue } from '../list/CellValue';
import type { FlowDeclaration, FlowHistoryEntry } from '../../../core/flow/flow.types';
import { FlowStateTag } from './FlowStateTag';
import { flowState } from '../../../core/flow/flowModel';
import type { FlowHistoryState } from './useFlowHistory';

/** The dot colour of an entry: its new state's colour (an antd preset name or a CSS colour). */
function dotColour(flow: FlowDeclaration, entry: FlowHistoryEntry, token: GlobalToken): string | undefined {
  const colour = flowState(flow, entry.toState)?.color;
  if (!colour) return undefined;
  const preset = (token as unknown as Record<string, unknown>)[colour];
  return typeof preset === 'string' ? preset : colour;
}

/** The step values of an entry, labelled with the screen's field titles; images as thumbnails with preview. */
function StepValues({ screen, values }: { screen: ScreenFile; values: Record<string, unknown> }) {
  const shown = Object.entries(values).filter(([name, value]) => screen.entity.properties[name] && !isEmptyValue(value));
  if (shown.length === 0) return null;
  return (
    <div className="flow-timeline-entry__values">
      {shown.map(([name]) => (
        <div key={name} style={{ display: 'contents' }}>
          <span className="flow-timeline-entry__label">{screen.entity.properties[name].title}：</span>
          <span>
            <CellValue name={name} field={screen.entity.properties[name]} record={{ id: '', ...values }} />
          </span>
        </div>
      ))}
    </div>
  );
}

function EntryContent({ screen, flow, entry }: { screen: ScreenFile; flow: FlowDeclaration; entry: FlowHistoryEntry }) {
  return (
    <div className="flow-timeline-entry">
      <Space size={6} wrap>
        <Typography.Text strong>{entry.actionTitle}</Typography.Text>
        {entry.fromState && (
          <>
            <FlowStateTag flow={flow} code={entry.fromState} />
            <ArrowRightOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
          </>
        )}
        <FlowStateTag flow={flow} code={entry.toState} />
      </Space>
      <div className="flow-timeline-entry__meta">
        {entry.actorName} · {entry.createTime}
      </div>
      {entry.comment && <div className="flow-timeline-entry__comment">意见：{entry.comment}</div>}
      {entry.values && <StepValues screen={screen} values={entry.values} />}
    </div>
  );
}

export interface FlowTimelineProps {
  screen: ScreenFile;
  flow: FlowDeclaration;
  history: FlowHistoryState;
}

/** A record's 流程记录 as an antd Timeline: per step the action, from → to as state tags, actor, time, 意见 and step values. */
export function FlowTimeline({ screen, flow, history }: FlowTimelineProps) {
  const { token } = theme.useToken();
  if (history.status === 'loading') return <Spin size="small" />;
  if (history.status === 'failed') return <Alert type="error" showIcon message={history.message} />;
  if (history.entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无流程记录" />;
  return (
    <Timeline
      className="flow-timeline"
      items={history.entries.map((entry) => ({
        key: entry.id,
        color: dotColour(flow, entry, token),
        children: <EntryContent screen={screen} flow={flow} entry={entry} />,
      }))}
    />
  );
}
