/**
 * The flow declaration of a screen file (`flow`, contract A of issue 13) as the web app reads it,
 * and the answers of the flow API (contract B). Interim copy: replaced by the core types once the
 * server side's declaration types land.
 */

/** One state of a flow: the stored code, its Chinese label and the antd tag colour it shows in. */
export interface FlowState {
  code: string;
  title: string;
  color?: string;
  /** No transition leaves it (closed). */
  final?: boolean;
}

/** Who may take a transition or is notified: the user named in a record field, or every user of a role. */
export type FlowActor = { field: string } | { role: string };

/** Whether a transition asks for a free-text 意见. */
export type FlowCommentMode = 'none' | 'optional' | 'required';

/** A named action moving a record from one of `from` to `to`. */
export interface FlowTransition {
  name: string;
  title: string;
  from: string[];
  to: string;
  actors: FlowActor[];
  /** Entity fields the actor fills in at this step. */
  fields?: string[];
  /** Which of `fields` must not be left empty. */
  required?: string[];
  comment?: FlowCommentMode;
  /** Asked before the transition is taken. */
  confirm?: string | null;
  notify?: FlowActor[];
}

/** Records in `states` whose `field` date has passed move to `overdue` (a scheduled job). */
export interface FlowDeadline {
  field: string;
  states: string[];
  overdue: string;
  notify?: FlowActor[];
}

export interface FlowDeclaration {
  stateField: string;
  initiatorField?: string;
  states: FlowState[];
  initial: string;
  transitions: FlowTransition[];
  deadline?: FlowDeadline;
}

/** GET {api}/flow/counts: records per quick tab under the list's filters. */
export interface FlowCounts {
  todo: number;
  mine: number;
  all: number;
  states: Record<string, number>;
}

/** One row of GET {api}/flow/history, oldest first. */
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
  values: Record<string, unknown> | null;
  createTime: string;
}

/** POST {api}/flow/transition body. */
export interface FlowTransitionRequest {
  id: string;
  action: string;
  version?: number;
  comment?: string;
  values?: Record<string, unknown>;
}
