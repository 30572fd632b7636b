import { Tag } from 'antd';
import type { FlowDeclaration } from '../../../core/flow/flow.types';
import { flowState } from '../../../core/flow/flowModel';

export interface FlowStateTagProps {
  flow: FlowDeclaration;
  /** A state code; an undeclared one shows as it is, without colour. */
  code: unknown;
}

/** A record's flow state as an antd Tag in the state's declared colour. */
export function FlowStateTag({ flow, code }: FlowStateTagProps) {
  if (code === null || code === undefined || code === '') return null;
  const state = flowState(flow, code);
  return (
    <Tag className="flow-state-tag" color={state?.color} style={{ marginInlineEnd: 0 }}>
      {state?.title ?? String(code)}
    </Tag>
  );
}
