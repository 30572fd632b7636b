import type { FlowActor, FlowDeclaration } from '../../core/flow/flow.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { SEEDED_ROLE_CODES } from '../seed/roles';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** Where a flow is written: inline under `/flow` of its screen file, or at the root of a shared flow file used by `screen`. */
export interface FlowPlace {
  file: SourceFile;
  /** JSON pointer of the flow object in `file`. */
  at: string;
  screen: ScreenFile;
}

/**
 * Checks a flow against the screen that uses it: its fields exist (and have the right kind), its
 * states are unique and each is reachable, every `from`, `to` and deadline state exists, and its
 * roles are known. A shared flow file is checked once per screen using it, naming that screen.
 */
export function checkFlow({ file, at, screen }: FlowPlace, flow: FlowDeclaration, roleCodes: readonly string[] = SEEDED_ROLE_CODES): LintIssue[] {
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(`${at}${pointer}`, message));
  const fields = Object.keys(screen.entity.properties);
  const owner = at === '' ? `screen '${screen.id}'` : 'the entity';
  const fieldRef = (pointer: string, name: string, what: string): boolean => {
    if (fields.includes(name)) return true;
    report(pointer, `${what} '${name}' is not a field of ${owner}${didYouMean(name, fields)}`);
    return false;
  };
  const codes = flow.states.map((state) => state.code);
  const stateRef = (pointer: string, code: string, what: string) => {
    if (!codes.includes(code)) report(pointer, `${what} '${code}' is not a state of the flow; states are ${codes.map((known) => `'${known}'`).join(', ')}`);
  };
  const actorRefs = (pointer: string, actors: readonly FlowActor[], what: string) =>
    actors.forEach((actor, i) => {
      if ('field' in actor) fieldRef(`${pointer}/${i}/field`, actor.field, `${what} field`);
      else if (!roleCodes.includes(actor.role))
        report(`${pointer}/${i}/role`, `unknown role '${actor.role}'${didYouMean(actor.role, roleCodes) || `; known roles are ${roleCodes.join(', ')}`}`);
    });

  if (fieldRef('/stateField', flow.stateField, 'state field') && screen.entity.properties[flow.stateField].type !== 'string')
    report('/stateField', `state field '${flow.stateField}' must be a string field`);
  if (flow.initiatorField !== undefined) fieldRef('/initiatorField', flow.initiatorField, 'initiator field');

  const firstOf = new Map<string, number>();
  flow.states.forEach((state, i) => {
    const first = firstOf.get(state.code);
    if (first === undefined) firstOf.set(state.code, i);
    else report(`/states/${i}/code`, `state code '${state.code}' is already used by state ${first + 1} ('${flow.states[first].title}')`);
  });
  stateRef('/initial', flow.initial, 'initial state');

  const names = new Set<string>();
  flow.transitions.forEach((transition, t) => {
    const base = `/transitions/${t}`;
    if (names.has(transition.name)) report(`${base}/name`, `transition name '${transition.name}' is used twice`);
    names.add(transition.name);
    transition.from.forEach((code, i) => stateRef(`${base}/from/${i}`, code, 'from state'));
    stateRef(`${base}/to`, transition.to, 'to state');
    if (transition.stamp?.by) fieldRef(`${base}/stamp/by`, transition.stamp.by, 'stamp field');
    if (
      transition.stamp?.at &&
      fieldRef(`${base}/stamp/at`, transition.stamp.at, 'stamp field') &&
      screen.entity.properties[transition.stamp.at].format !== 'date-time'
    )
      report(`${base}/stamp/at`, `stamp field '${transition.stamp.at}' must have format date-time`);
    (transition.assign ?? []).forEach(({ field }, i) => {
      if (fieldRef(`${base}/assign/${i}/field`, field, 'assigned field') && !screen.entity.properties[field]['x-dict']?.startsWith('sys_user,'))
        report(`${base}/assign/${i}/field`, `assigned field '${field}' must hold a user id (x-dict "sys_user,realname,id")`);
    });
    actorRefs(`${base}/actors`, transition.actors, 'actor');
    actorRefs(`${base}/notify`, transition.notify ?? [], 'notify');
    const stepFields = transition.fields ?? [];
    stepFields.forEach((name, i) => {
      if (!fieldRef(`${base}/fields/${i}`, name, 'step field')) return;
      if (name === flow.stateField) report(`${base}/fields/${i}`, `the state field '${name}' cannot be a step field`);
    });
    (transition.required ?? []).forEach((name, i) => {
      if (!stepFields.includes(name))
        report(`${base}/required/${i}`, `required field '${name}' is not a step field of '${transition.name}'${didYouMean(name, stepFields)}`);
    });
  });

  if (flow.deadline) {
    const { deadline } = flow;
    if (fieldRef('/deadline/field', deadline.field, 'deadline field')) {
      const format = screen.entity.properties[deadline.field].format;
      if (format !== 'date' && format !== 'date-time') report('/deadline/field', `deadline field '${deadline.field}' must be a date or date-time field`);
    }
    deadline.states.forEach((code, i) => stateRef(`/deadline/states/${i}`, code, 'deadline state'));
    stateRef('/deadline/overdue', deadline.overdue, 'overdue state');
    actorRefs('/deadline/notify', deadline.notify ?? [], 'notify');
  }
  (flow.editable ?? []).forEach((code, i) => stateRef(`/editable/${i}`, code, 'editable state'));

  // A reversal bill (红冲单) is stored straight into its state by the server, without a transition.
  const reached = new Set([
    flow.initial,
    ...flow.transitions.map((transition) => transition.to),
    ...(flow.deadline ? [flow.deadline.overdue] : []),
    ...(screen.reversal ? [screen.reversal.state] : []),
    // Records a step of this flow derives in its own screen enter the derivation's state.
    ...flow.transitions.flatMap((transition) =>
      (transition.derives ?? []).filter((derive) => !derive.screen || derive.screen === screen.id).map((derive) => derive.state ?? flow.initial),
    ),
  ]);
  flow.states.forEach((state, i) => {
    if (!reached.has(state.code) && firstOf.get(state.code) === i)
      report(`/states/${i}/code`, `state '${state.code}' (${state.title}) is unreachable: it is not the initial state and no transition leads to it`);
  });
  return issues;
}
