import { Tabs } from 'antd';
import type { FlowCounts, FlowDeclaration } from '../../../core/flow/flow.types';
import { activeFlowTab, flowTabs } from './flowTabs';

export interface FlowTabsProps {
  flow: FlowDeclaration;
  counts: FlowCounts | null;
  /** The list's current tab parameters. */
  current: Record<string, string>;
  onChange(params: Record<string, string>): void;
}

/** The quick tabs above a flow list: 待我处理 (n), 我发起的 (n), 全部 (n) and one per state (n). */
export function FlowTabs({ flow, counts, current, onChange }: FlowTabsProps) {
  const tabs = flowTabs(flow, counts);
  return (
    <Tabs
      className="flow-tabs"
      size="small"
      activeKey={activeFlowTab(tabs, current)}
      onChange={(key) => onChange(tabs.find((tab) => tab.key === key)?.params ?? {})}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.count === undefined ? tab.label : `${tab.label} (${tab.count})` }))}
    />
  );
}
