import type { ScreenFile } from '../screen/screen.types';
import type { FlowActor, FlowDeclaration, FlowState, FlowTransition, FlowUser } from './flow.types';

/**
 * The flow of a screen, or null when it has none. A named flow must have been resolved by the
 * loader (server registry or web screen loader) before anything asks.
 */
export function flowOf(screen: Pick<ScreenFile, 'id' | 'flow'>): FlowDeclaration | null {
  if (screen.flow === undefined) return null;
  if (typeof screen.flow === 'string') throw new Error(`The flow '${screen.flow}' of screen ${screen.id} has not been resolved`);
  return screen.flow;
}

/** The screen with a named flow replaced by its declaration; throws naming the screen when no such flow exists. */
export function resolveFlow<S extends Pick<ScreenFile, 'id' | 'flow'>>(screen: S, flows: ReadonlyMap<string, FlowDeclaration>): S {
  if (typeof screen.flow !== 'string') return screen;
  const flow = flows.get(screen.flow);
  if (!flow) throw new Error(`Screen ${screen.id} uses the flow '${screen.flow}', but schemas/flows/${screen.flow}.json does not exist`);
  return { ...screen, flow };
}

/**
 * Fields only the flow writes: the state, every step field, the link of a created record and the initiator. Add and edit may not
 * change them; the form leaves them out and the detail shows them read-only.
 */
export function flowOwnedFields(flow: FlowDeclaration): string[] {
  const fields = [
    flow.stateField,
    ...flow.transitions.flatMap((transition) => [
      ...(transition.fields ?? []),
      ...(transition.creates?.link ? [transition.creates.link] : []),
      ...Object.values(transition.stamp ?? {}),
    ]),
  ];
  if (flow.initiatorField) fields.push(flow.initiatorField);
  return [...new Set(fields)];
}

export function flowState(flow: FlowDeclaration, code: unknown): FlowState | undefined {
  return flow.states.find((state) => state.code === String(code ?? ''));
}

/** The Chinese title of a state code; the code itself when the declaration does not know it. */
export function stateTitle(flow: FlowDeclaration, code: unknown): string {
  return flowState(flow, code)?.title ?? String(code ?? '');
}

/** Whether a record in its current state may still be edited or deleted (a flow without `editable` never locks one). */
export function recordEditable(flow: FlowDeclaration, record: Record<string, unknown>): boolean {
  return !flow.editable || flow.editable.includes(String(record[flow.stateField] ?? ''));
}

export function flowTransition(flow: FlowDeclaration, name: unknown): FlowTransition | undefined {
  return flow.transitions.find((transition) => transition.name === name);
}

export function isFieldActor(actor: FlowActor): actor is { field: string } {
  return 'field' in actor;
}

/** Whether the user is the actor: named in the actor's field of the record, or holding its role. */
export function actorMatches(actor: FlowActor, record: Record<string, unknown>, user: FlowUser): boolean {
  if (isFieldActor(actor)) return user.userId !== '' && String(record[actor.field] ?? '') === user.userId;
  return user.roleCodes.includes(actor.role);
}

/** Whether the record is in a state the transition starts from. */
export function inFromState(transition: FlowTransition, flow: FlowDeclaration, record: Record<string, unknown>): boolean {
  return transition.from.includes(String(record[flow.stateField] ?? ''));
}

/** The transitions the user may take on the record now: it is in one of their `from` states and the user matches an actor. */
export function availableTransitions(flow: FlowDeclaration, record: Record<string, unknown>, user: FlowUser): FlowTransition[] {
  return flow.transitions.filter((transition) => inFromState(transition, flow, record) && transition.actors.some((actor) => actorMatches(actor, record, user)));
}
