/**
 * The roster's entry and exit states (the flow of schemas/labour/worker.json, state field
 * enterAndRetreatCondition): the old dictionary's 0 进场 and 1 退场 keep their meaning as 在场 and
 * 已退场; 2 (未同步, not yet on the gate devices) became 待进场.
 */
export const ROSTER = { onSite: '0', left: '1', waiting: '2' } as const;
