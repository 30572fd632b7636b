// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/team.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 班组管理（labour.team，表 lab_team）
 */
export interface LabourTeam {
  /**
   * 班组名称（only）
   */
  teamName: string;
  /**
   * 班组类型（字典 team_type）
   */
  teamType: string;
  /**
   * 班组编号（code20）
   */
  teamSysno?: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 班组长
   */
  leaderName?: string;
  /**
   * 班组长（花名册）（字典 lab_worker,emp_name,id）
   */
  leaderId?: string;
  /**
   * 班组长电话（mobile）
   */
  leaderPhone?: string;
  /**
   * 进场日期（date）
   */
  entryDate?: string;
  /**
   * 退场日期（date）
   */
  exitDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 班组管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourTeamRecord = LabourTeam & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
