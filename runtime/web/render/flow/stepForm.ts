import type { ISchema } from '@formily/react';
import { raw } from '@formily/reactive';
import axios from 'axios';
import type { Envelope } from '../../../core/http/envelope';
import { VERSION_FIELD } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';
import type { FieldError } from '../../../core/validation/recordValidator';
import type { FormSchemaOptions } from '../form/formSchema';
import type { FlowTransition } from '../../../core/flow/flow.types';

/** Name of the 意见 input in a step form: not an entity field, so it cannot clash with one. */
export const COMMENT_FIELD = '__flowComment';
/** The server's name of the comment in a transition's field errors. */
const SERVER_COMMENT_FIELD = 'comment';
export const COMMENT_REQUIRED = '请填写意见';
const COMMENT_MAX_LENGTH = 500;

/** POST {api}/flow/transition body (contract B). */
export interface FlowTransitionRequest {
  id: string;
  action: string;
  version?: number;
  comment?: string;
  values?: Record<string, unknown>;
}

/** Whether a step asks for anything (step fields or a comment), or is only confirmed. */
export function stepHasInputs(transition: FlowTransition): boolean {
  return (transition.fields ?? []).length > 0 || (transition.comment ?? 'none') !== 'none';
}

/** The 意见 text area of a step form, required when the transition says so. */
function commentSchema(required: boolean): ISchema {
  return {
    type: 'string',
    title: '意见',
    'x-decorator': 'FormItem',
    'x-decorator-props': { asterisk: required, gridSpan: 2 },
    'x-component': 'TextArea',
    'x-component-props': { placeholder: required ? '请填写意见' : '选填', maxLength: COMMENT_MAX_LENGTH, showCount: true },
    'x-validator': {
      triggerType: 'onInput',
      validator: (value: unknown) => (required && isEmptyValue(value) ? COMMENT_REQUIRED : undefined),
    },
  };
}

/** The form of a step: its `fields` with the screen's own types and rules, `required` on top, then 意见 when asked for. */
export function stepSchemaOptions(transition: FlowTransition): Omit<FormSchemaOptions, 'hiddenFields'> {
  const comment = transition.comment ?? 'none';
  return {
    fields: transition.fields ?? [],
    required: transition.required ?? [],
    extra: comment === 'none' ? {} : { [COMMENT_FIELD]: commentSchema(comment === 'required') },
  };
}

/** The body of POST {api}/flow/transition: the record, the action, the version it was seen at, the comment and the non-empty step values. */
export function transitionBody(record: Record<string, unknown>, transition: FlowTransition, formValues: Record<string, unknown>): FlowTransitionRequest {
  const values: Record<string, unknown> = {};
  for (const name of transition.fields ?? []) {
    const value: unknown = raw(formValues[name]);
    if (!isEmptyValue(value)) values[name] = value;
  }
  const comment = formValues[COMMENT_FIELD];
  const version = record[VERSION_FIELD];
  return {
    id: String(record.id),
    action: transition.name,
    ...(typeof version === 'number' ? { version } : {}),
    ...(typeof comment === 'string' && comment.trim() !== '' ? { comment: comment.trim() } : {}),
    ...(Object.keys(values).length > 0 ? { values } : {}),
  };
}

/** Why a transition was refused: the server's Chinese message, its field errors (named as in the step form) and whether the record changed meanwhile. */
export interface TransitionFailure {
  message: string;
  fieldErrors: FieldError[];
  /** Someone else moved the record first (409): the list is stale. */
  stale: boolean;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'message' in value && typeof (value as Envelope<unknown>).message === 'string';
}

function fieldErrorsOf(result: unknown): FieldError[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((error: unknown) => {
    if (typeof error !== 'object' || error === null) return [];
    const { field, message } = error as Partial<FieldError>;
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    return [{ field: field === SERVER_COMMENT_FIELD ? COMMENT_FIELD : field, message }];
  });
}

/**
 * The refusal in a failed answer: a `success: false` envelope, or an HTTP error (400, 409) whose
 * body is one. Null for a network failure without an answer (the http client has told the user).
 */
export function transitionFailure(answer: unknown): TransitionFailure | null {
  if (axios.isAxiosError(answer)) {
    const body: unknown = answer.response?.data;
    if (!isEnvelope(body)) return null;
    return { message: body.message, fieldErrors: fieldErrorsOf(body.result), stale: answer.response?.status === 409 };
  }
  if (isEnvelope(answer) && !answer.success) return { message: answer.message, fieldErrors: fieldErrorsOf(answer.result), stale: answer.code === 409 };
  return null;
}
