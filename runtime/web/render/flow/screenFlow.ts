import type { ScreenFile } from '../../../core/screen/screen.types';
import type { FlowDeclaration, FlowState, FlowTransition } from './flow.types';

/** The record field carrying the transitions the caller may take now (contract B). */
export const FLOW_ACTIONS_FIELD = 'flowActions';

/** The list parameter choosing 待我处理 (`todo`) or 我发起的 (`mine`). */
export const FLOW_TAB_PARAM = 'flowTab';

/** The screen's flow, resolved by the screen loader (a shared flow file's name becomes its object); undefined without one. */
export function screenFlow(screen: ScreenFile): FlowDeclaration | undefined {
  const flow: unknown = (screen as ScreenFile & { flow?: unknown }).flow;
  return typeof flow === 'object' && flow !== null ? (flow as FlowDeclaration) : undefined;
}

/**
 * Fields only the flow writes: the state, every transition's step fields and the initiator. Add
 * and edit leave them out; 详情 shows them read-only.
 */
export function flowOwnedFields(flow: FlowDeclaration): string[] {
  const fields = new Set([flow.stateField, ...flow.transitions.flatMap((transition) => transition.fields ?? [])]);
  if (flow.initiatorField) fields.add(flow.initiatorField);
  return [...fields];
}

/** The declared state with that code, if any. */
export function flowState(flow: FlowDeclaration, code: unknown): FlowState | undefined {
  return flow.states.find((state) => state.code === String(code));
}

/** The declared transition with that name, if any. */
export function flowTransition(flow: FlowDeclaration, name: string): FlowTransition | undefined {
  return flow.transitions.find((transition) => transition.name === name);
}

/** The transitions a record offers the caller: its `flowActions` that the flow declares, in the server's order. */
export function recordTransitions(flow: FlowDeclaration, record: Record<string, unknown>): FlowTransition[] {
  const names = record[FLOW_ACTIONS_FIELD];
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => {
    const transition = typeof name === 'string' ? flowTransition(flow, name) : undefined;
    return transition ? [transition] : [];
  });
}

/**
 * Titles of the most transition links one row can show: those leaving the state with the longest
 * set of them. Sizes the 操作 column the same for every page, whatever rows it holds.
 */
export function widestTransitionTitles(flow: FlowDeclaration): string[] {
  let widest: string[] = [];
  for (const state of flow.states) {
    const titles = flow.transitions.filter((transition) => transition.from.includes(state.code)).map((transition) => transition.title);
    if (titles.join('').length + titles.length > widest.join('').length + widest.length) widest = titles;
  }
  return widest;
}
