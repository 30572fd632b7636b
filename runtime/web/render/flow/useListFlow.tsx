import { Button } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { ListController } from '../list/useListPage';
import type { CustomRowAction, RowActionsVariant } from '../list/RowActions';
import type { ListRecord } from '../list/toTree';
import type { FlowDeclaration, FlowTransition } from '../../../core/flow/flow.types';
import type { FlowFetcher } from './flowFetcher';
import { FlowRecordSection } from './FlowRecordSection';
import { FlowStateTag } from './FlowStateTag';
import { FlowTabs } from './FlowTabs';
import { flowOf } from '../../../core/flow/flowModel';
import { recordTransitions, widestTransitionTitles } from './flowRowActions';
import { StepModal } from './StepModal';
import { useFlowCounts } from './useFlowCounts';

/** What a list page adds for a flow screen (contract C). */
export interface ListFlow {
  flow: FlowDeclaration;
  /** Cells drawn by the flow instead of the field type: the state as a coloured tag. */
  cells: Record<string, (record: ListRecord) => ReactNode>;
  /** The quick tabs with their counts. */
  tabs: ReactNode;
  /** The transitions the caller may take on a record now, as links or buttons. */
  actions(record: ListRecord, variant: RowActionsVariant): CustomRowAction[];
  /** Titles of the most transitions one row can show (sizes the 操作 column). */
  widestActionTitles: string[];
  /** The step modal, when one is open. */
  stepModal: ReactNode;
  /** The state and 流程记录 shown in a record's 详情. */
  recordSection(record: ListRecord): ReactNode;
}

/**
 * The flow parts of a list page, or null for a screen without a flow: state tags, quick tabs
 * (counts from {api}/flow/counts, refreshed with every list reload), the caller's transitions as
 * row actions opening the step modal, and the 详情 section. A taken step reloads the list, which
 * refreshes the counts.
 */
export function useListFlow(screen: ScreenFile, list: ListController, fetcher: FlowFetcher): ListFlow | null {
  const flow = flowOf(screen);
  const counts = useFlowCounts(screen, fetcher, list.params, list.reloads, flow !== null);
  const [step, setStep] = useState<{ record: ListRecord; transition: FlowTransition } | null>(null);
  const { reload, changeTab, tab } = list;

  const cells = useMemo(() => (flow ? { [flow.stateField]: (record: ListRecord) => <FlowStateTag flow={flow} code={record[flow.stateField]} /> } : {}), [flow]);
  const widestActionTitles = useMemo(() => (flow ? widestTransitionTitles(flow) : []), [flow]);
  const actions = useCallback(
    (record: ListRecord, variant: RowActionsVariant): CustomRowAction[] =>
      flow
        ? recordTransitions(flow, record).map((transition) => {
            const open = () => setStep({ record, transition });
            return {
              key: `flow:${transition.name}`,
              node:
                variant === 'links' ? (
                  <a className="flow-action" onClick={open}>
                    {transition.title}
                  </a>
                ) : (
                  <Button className="flow-action" size="small" type="primary" ghost onClick={open}>
                    {transition.title}
                  </Button>
                ),
            };
          })
        : [],
    [flow],
  );

  if (!flow) return null;
  return {
    flow,
    cells,
    tabs: <FlowTabs flow={flow} counts={counts} current={tab} onChange={changeTab} />,
    actions,
    widestActionTitles,
    stepModal: step && (
      <StepModal
        key={`${step.record.id}:${step.transition.name}`}
        screen={screen}
        fetcher={fetcher}
        step={step}
        onClose={() => setStep(null)}
        onChanged={reload}
      />
    ),
    recordSection: (record) => <FlowRecordSection screen={screen} flow={flow} fetcher={fetcher} record={record} />,
  };
}
