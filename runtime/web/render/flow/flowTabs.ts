import type { FlowCounts, FlowDeclaration } from '../../../core/flow/flow.types';

/** The list parameter choosing 待我处理 (`todo`) or 我发起的 (`mine`) (contract B). */
export const FLOW_TAB_PARAM = 'flowTab';

/** One quick tab above a flow list: its key, label, count and the list parameters it sends. */
export interface FlowTab {
  key: string;
  label: string;
  count: number | undefined;
  params: Record<string, string>;
}

/** The quick tabs of a flow list: 待我处理, 我发起的 (when the flow records an initiator), 全部, then one per state. */
export function flowTabs(flow: FlowDeclaration, counts: FlowCounts | null): FlowTab[] {
  return [
    { key: 'todo', label: '待我处理', count: counts?.todo, params: { [FLOW_TAB_PARAM]: 'todo' } },
    ...(flow.initiatorField ? [{ key: 'mine', label: '我发起的', count: counts?.mine, params: { [FLOW_TAB_PARAM]: 'mine' } }] : []),
    { key: 'all', label: '全部', count: counts?.all, params: {} },
    ...flow.states.map((state) => ({
      key: `state:${state.code}`,
      label: state.title,
      count: counts?.states[state.code] ?? (counts ? 0 : undefined),
      params: { [flow.stateField]: state.code },
    })),
  ];
}

/** The tab whose parameters the list sends now (全部 when none matches). */
export function activeFlowTab(tabs: FlowTab[], current: Record<string, string>): string {
  const key = JSON.stringify(current);
  return tabs.find((tab) => JSON.stringify(tab.params) === key)?.key ?? 'all';
}

/** List parameters that do not change the counts: paging and sorting (the counts ignore the tab themselves). */
const NOT_COUNTED = new Set(['pageNo', 'pageSize', 'column', 'order', 'exactTotal']);

/** The list's parameters as sent to {api}/flow/counts. */
export function countParams(params: Record<string, string | number | boolean>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !NOT_COUNTED.has(key)));
}
