import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { FLOW_ACTIONS_FIELD, type FlowDeclaration, type FlowTab, type FlowUser } from '../../core/flow/flow.types';
import { availableTransitions, flowOf, isFieldActor } from '../../core/flow/flowModel';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { ApiRecord } from '../crud/recordMapper';
import type { RowCondition } from '../crud/rowVisibility';
import type { DB } from '../db/dbTypes';

type Builder = ExpressionBuilder<DB, string>;

export const flowUser = (auth: AuthContext): FlowUser => ({ userId: auth.userId, roleCodes: auth.roleCodes });

/** Each record with the names of the transitions the caller may take on it now (records of a screen without a flow unchanged). */
export function withFlowActions<R extends ApiRecord>(screen: ScreenFile, auth: AuthContext, records: R[]): R[] {
  const flow = flowOf(screen);
  if (!flow) return records;
  const user = flowUser(auth);
  for (const record of records) (record as ApiRecord)[FLOW_ACTIONS_FIELD] = availableTransitions(flow, record, user).map((transition) => transition.name);
  return records;
}

/**
 * The rows on which the user has at least one transition, in SQL (the same rule as
 * availableTransitions): in a `from` state of a transition and matching one of its actors.
 * Transitions marked `todo: false` (红冲) are always possible and put nothing in 待我处理.
 */
export function todoCondition(flow: FlowDeclaration, user: FlowUser): (eb: Builder) => Expression<SqlBool> {
  const state = sql.ref(toColumnName(flow.stateField));
  return (eb) =>
    eb.or(
      flow.transitions.flatMap((transition) => {
        if (transition.todo === false) return [];
        const actors = transition.actors.flatMap((actor): Expression<SqlBool>[] => {
          if (isFieldActor(actor)) return user.userId ? [eb(sql.ref(toColumnName(actor.field)), '=', user.userId)] : [];
          return user.roleCodes.includes(actor.role) ? [sql<SqlBool>`true`] : [];
        });
        return actors.length > 0 ? [eb.and([eb(state, 'in', transition.from), eb.or(actors)])] : [];
      }),
    );
}

/** The rows the user started (none on a flow without an initiator field). */
export function mineCondition(flow: FlowDeclaration, user: FlowUser): (eb: Builder) => Expression<SqlBool> {
  return (eb) => (flow.initiatorField ? eb(sql.ref(toColumnName(flow.initiatorField)), '=', user.userId) : sql<SqlBool>`false`);
}

/** The condition of a list's quick tab (`flowTab`); every row when no tab is asked for. */
export function flowTabRows(screen: ScreenFile, tab: FlowTab | null, auth: AuthContext): RowCondition {
  const flow = flowOf(screen);
  if (!flow || tab === null) return (eb) => eb.and([]);
  return tab === 'todo' ? todoCondition(flow, flowUser(auth)) : mineCondition(flow, flowUser(auth));
}
