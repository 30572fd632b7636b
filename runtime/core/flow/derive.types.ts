/**
 * Records a transition derives in its transaction (`derives` of a flow transition): new records
 * numbered after the record (a repair joint 12R1), or existing rows picked by a count or a
 * required share and moved into a state (expanded-inspection joints 12K1, the joints of a 委托单).
 * The meta-schema `schemas/meta/flow.schema.json` is the authority; these types mirror it.
 */
import type { CheckCondition } from '../checks/check.types';

/** `{base}{suffix}{n}`: n is one more than the highest n already used for that base within the `within` fields. */
export interface DeriveNumber {
  /** Field of the derived record that receives the number. */
  field: string;
  /** Field keeping the original number; empty on an original, whose own `field` is the base then. Added records get it. */
  base: string;
  /** Field of the deriving record holding an original's own number, when it is not `field` (picked rows number another field). */
  of?: string;
  suffix: string;
  /** Fields of the derived record the sequence is counted within (the same line). */
  within?: string[];
}

/** The share of rows a pick must reach: ceil(percent% × rows `among`) rows `counted`, the picked ones included. */
export interface DeriveRatio {
  /** Field of the record holding the percentage (0–100). */
  percent: string;
  among?: CheckCondition[];
  counted: CheckCondition[];
  /** Refusal when the chosen rows fall short; {percent} {total} {required} {counted} {needed} {selected} are filled in. */
  message: string;
}

/** Existing rows of the target screen a derivation moves instead of adding a new one. */
export interface DerivePick {
  /** Field of the picked rows → field of the record; all must be equal. */
  match: Record<string, string>;
  where?: CheckCondition[];
  /** Field of the record with the ids (comma-separated) a person chose; empty: the server picks. */
  ids?: string;
  /** Field the server picks by, oldest first. */
  order?: string;
  /** How many rows the server picks at most. */
  count?: number;
  ratio?: DeriveRatio;
  /** Refusal when nothing is picked; without it picking nothing is fine. */
  empty?: string;
}

export interface DeriveDeclaration {
  /** Target screen id; the record's own screen when absent. */
  screen?: string;
  pick?: DerivePick;
  number?: DeriveNumber;
  /** Field of the derived record → field of the record (`id` for its id), or `=text` for a constant. */
  set?: Record<string, string>;
  /** State of the target's flow the derived records are put in (with a history row); its initial state when absent. */
  state?: string;
}

/** Prefix of a `set` value that is a constant, not a field: `"kind": "=2"`. */
export const DERIVE_CONSTANT_PREFIX = '=';

/** Placeholders a ratio message may use. */
export const DERIVE_RATIO_PLACEHOLDERS = ['percent', 'total', 'required', 'counted', 'needed', 'selected'] as const;
