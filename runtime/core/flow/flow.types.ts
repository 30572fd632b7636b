/**
 * The flow of a screen (`flow` in a screen file, or a shared `schemas/flows/<name>.json`): its
 * states, the named transitions between them, who may take each, what they fill in, whom to tell,
 * and an optional deadline. The meta-schema `schemas/meta/flow.schema.json` is the authority.
 */
import type { CreatesDeclaration, RecordCheck } from '../checks/check.types';
import type { DeriveDeclaration } from './derive.types';

/** Who may take a transition, or whom to notify: the user named in a field of the record, or every holder of a role. */
export type FlowActor = { field: string } | { role: string };

/** Whether a transition asks for a free-text 意见 (kept in the history only). */
export type FlowCommentMode = 'none' | 'optional' | 'required';

export interface FlowState {
  /** The value stored in the state field. */
  code: string;
  title: string;
  /** antd Tag colour of the state. */
  color?: string;
  /** No transition leaves it. */
  final?: boolean;
}

export interface FlowTransition {
  /** Action name sent to /flow/transition and listed in a record's `flowActions`. */
  name: string;
  title: string;
  from: string[];
  to: string;
  actors: FlowActor[];
  /** Entity fields the actor fills in at this step. */
  fields?: string[];
  /** Step fields that must not be empty. */
  required?: string[];
  comment?: FlowCommentMode;
  /** Text of a confirmation shown before the step is taken. */
  confirm?: string | null;
  notify?: FlowActor[];
  /** False for a correction that is always possible (红冲): records do not wait in 待我处理 for it. */
  todo?: boolean;
  /** Cross-screen checks of the record as the step leaves it (a passed 三级教育 before 进场). */
  checks?: RecordCheck[];
  /** A record of another screen the step adds in its transaction (a hired candidate's roster entry). */
  creates?: CreatesDeclaration;
  /** Records numbered after this one or picked by count or share, moved into a state in the step's transaction (a repair joint 12R1). */
  derives?: DeriveDeclaration[];
  /** Screen id the 待您处理 notice of this step opens instead of the record (a processing-type notice). */
  opens?: string;
  /** Fields the server fills at this step: `by` the acting user's id, `at` the time (who confirmed an alarm, and when). */
  stamp?: { by?: string; at?: string };
  /** Fields the server fills at this step with the approver the record's project configured (项目设置 › 审批配置) for an approval item. */
  assign?: FlowAssignment[];
}

/** The next step's handler taken from the project's 审批配置: `field` gets the approver of `approval` (an approval_item value). */
export interface FlowAssignment {
  field: string;
  approval: string;
}

export interface FlowDeadline {
  /** A date or date-time entity field. */
  field: string;
  /** States whose records become overdue once the deadline has passed. */
  states: string[];
  /** The state overdue records move to. */
  overdue: string;
  notify?: FlowActor[];
}

export interface FlowDeclaration {
  $schema?: string;
  /** Entity field (a string) holding the state code. */
  stateField: string;
  /** Entity field the server sets on add to the adding user's id. */
  initiatorField?: string;
  states: FlowState[];
  initial: string;
  transitions: FlowTransition[];
  deadline?: FlowDeadline;
  /** States in which a record may still be edited or deleted (草稿, 退回); absent: every state. */
  editable?: string[];
}

/** The user a flow check is about. */
export interface FlowUser {
  userId: string;
  roleCodes: readonly string[];
}

/** One entry of a record's flow history as the API returns it (oldest first). */
export interface FlowHistoryEntry {
  id: string;
  action: string;
  actionTitle: string;
  fromState: string | null;
  toState: string;
  fromTitle: string | null;
  toTitle: string;
  actorId: string | null;
  actorName: string;
  comment: string | null;
  values: Record<string, unknown>;
  createTime: string;
}

/** Answer of /flow/counts: records per quick tab and per state. */
export interface FlowCounts {
  todo: number;
  mine: number;
  all: number;
  states: Record<string, number>;
}

/** History actions that are no transition of the declaration: the add of the record, and the deadline job. */
export const FLOW_CREATE = { name: 'create', title: '发起' } as const;
export const FLOW_OVERDUE = { name: 'overdue', title: '超期' } as const;
/** History action of a record another record's step derived (added or picked, see `derives`). */
export const FLOW_DERIVED = { name: 'derived', title: '由流程生成' } as const;

/** Actor name of history rows the server writes on its own (the deadline job). */
export const FLOW_SYSTEM_ACTOR = '系统';

/** Field of a flow record (list and queryById) naming the transitions the caller may take now. */
export const FLOW_ACTIONS_FIELD = 'flowActions';

/** Quick tabs of a flow list besides 全部: records waiting for the caller, and those the caller started. */
export const FLOW_TABS = ['todo', 'mine'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];
