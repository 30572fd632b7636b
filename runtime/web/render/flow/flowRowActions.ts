import type { FlowDeclaration, FlowTransition } from '../../../core/flow/flow.types';
import { FLOW_ACTIONS_FIELD } from '../../../core/flow/flow.types';
import { flowTransition } from '../../../core/flow/flowModel';

/** The transitions a record offers the caller: its `flowActions` that the flow declares, in the server's order. */
export function recordTransitions(flow: FlowDeclaration, record: Record<string, unknown>): FlowTransition[] {
  const names = record[FLOW_ACTIONS_FIELD];
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => {
    const transition = flowTransition(flow, name);
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
