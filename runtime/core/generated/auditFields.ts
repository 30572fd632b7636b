// Generated from the screen files by `npm run gen`; do not edit.
/** Columns the server adds to every screen record. */
export interface EntityAuditFields {
  id: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
  /** Saves so far; an edit sends the version it loaded. */
  version?: number;
}
