/**
 * Cross-screen checks (`checks` of a screen file and of a flow transition) and the record a
 * transition creates (`creates`). The meta-schemas `schemas/meta/check.schema.json` and
 * `schemas/meta/flow.schema.json` are the authority; these types mirror them for code.
 */

/** A condition on the rows looked up: the field equals the value, or one of the values. */
export interface CheckCondition {
  field: string;
  value: string | string[];
}

/** The date (or date-time) fields bounding a span, named alike in the looked-in screen and the record. */
export interface CheckOverlap {
  start: string;
  end: string;
}

/**
 * A lookup in another screen (or a detail table of it) for rows matching the record: with
 * `exists: false` a match refuses the save or step (a blacklisted ID card), with `exists: true`
 * the absence of one does (no passed 三级教育).
 */
export interface RecordCheck {
  exists: boolean;
  /** Screen id looked in; may be the record's own screen (the record itself never matches). */
  screen: string;
  /** Detail field (type array) of that screen whose rows are looked in; header fields stay usable. */
  detail?: string;
  /** Field of the looked-up rows → field of the record (`id` for the record's id); all must be equal. */
  match: Record<string, string>;
  where?: CheckCondition[];
  /** Only rows whose start–end span meets the record's own (same field names on both sides) match. */
  overlap?: CheckOverlap;
  /** Chinese refusal; `{field}` quotes the matched row (or, when none matched, the record). */
  message: string;
}

/** A record of another screen added in a transition's transaction, its fields copied from the record. */
export interface CreatesDeclaration {
  screen: string;
  /** Field of the new record → field of the record taking the transition. */
  map: Record<string, string>;
  /** Field of the record that keeps the new record's id. */
  link?: string;
  /** Detail rows of the new record copied from another screen's records (a report's joints and their results). */
  rows?: CreatesRows;
}

/** The records of `screen` whose `match` fields equal the record's, each copied into one detail row of `field`. */
export interface CreatesRows {
  /** Detail field (type array with x-detail) of the new record. */
  field: string;
  screen: string;
  /** Field of `screen` → field of the record taking the transition (`id` is its id). */
  match: Record<string, string>;
  /** Field of `screen` the rows are ordered by (ascending). */
  order?: string;
  /** Column of the detail row → field of the copied record. */
  map: Record<string, string>;
}

/** The field name that stands for the record's own id in `match` and `creates.map`. */
export const RECORD_ID_FIELD = 'id';
