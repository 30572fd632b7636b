// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/demo/widgets.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 组件示例（demo.widgets，表 demo_widgets）
 */
export interface DemoWidgets {
  /**
   * 名称
   */
  title: string;
  /**
   * 密码
   */
  secret?: string;
  /**
   * 金额
   */
  amount?: number;
  /**
   * 累计金额
   */
  total?: number;
  /**
   * 完成进度
   */
  progress?: number;
  /**
   * 下拉选择（字典 sex）
   */
  sex?: string;
  /**
   * 多选（字典 work_type）
   */
  workTypes?: string;
  /**
   * 开关
   */
  enabled?: string;
  /**
   * 日期（date）
   */
  day?: string;
  /**
   * 日期时间（date-time）
   */
  moment?: string;
  /**
   * 时间（time）
   */
  clock?: string;
  /**
   * Cron表达式（cron）
   */
  cron?: string;
  /**
   * 弹出文本
   */
  memo?: string;
  /**
   * 滑块验证
   */
  humanCheck?: boolean;
  /**
   * 多行文本
   */
  remark?: string;
  /**
   * 附件
   */
  attachment?: string;
  /**
   * 图片
   */
  photos?: string;
  /**
   * 富文本
   */
  content?: string;
  /**
   * Markdown
   */
  notes?: string;
  /**
   * 代码
   */
  script?: string;
  /**
   * 单选（字典 priority）
   */
  priority?: string;
  /**
   * 标签（字典 problem_grade）
   */
  grade?: string;
  /**
   * 搜索选择（字典 sys_user,realname,username）
   */
  searchUser?: string;
  /**
   * 树形选择（字典 sys_depart,depart_name,id）
   */
  treeDepart?: string;
  /**
   * 分类字典（字典 sys_category,name,id）
   */
  category?: string;
  /**
   * 省市区（请选择区县）
   */
  area?: string;
  /**
   * 部门选择（字典 sys_depart,depart_name,id）
   */
  departs?: string;
  /**
   * 用户选择（字典 sys_user,realname,username）
   */
  owner?: string;
  /**
   * 按部门选择用户（字典 sys_user,realname,username）
   */
  departUsers?: string;
  /**
   * 人员选择（字典 sys_user,realname,username）
   */
  workers?: string;
  /**
   * 业务数据选择（字典 lab_team,team_name,id）
   */
  team?: string;
  /**
   * 角色选择（字典 sys_role,role_name,id）
   */
  roles?: string;
  /**
   * 职务选择（字典 sys_position,name,code）
   */
  position?: string;
  /**
   * 报表弹窗
   */
  workerName?: string;
  /**
   * 工人电话（mobile）
   */
  workerPhone?: string;
  /**
   * 文件版本
   */
  versions?: DemoWidgetsVersions[];
  /**
   * 成员明细
   */
  members?: DemoWidgetsMembers[];
}

/** 组件示例 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type DemoWidgetsRecord = Omit<DemoWidgets, 'versions' | 'members'> & { versions?: DemoWidgetsVersionsRecord[]; members?: DemoWidgetsMembersRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 文件版本（demo.widgetsVersions，表 demo_widgets_version）
 */
export interface DemoWidgetsVersions {
  /**
   * 所属组件示例的 id
   */
  widgetId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 版本号
   */
  versionNo: string;
  /**
   * 文件
   */
  file: string;
  /**
   * 上传人
   */
  uploader?: string;
  /**
   * 上传日期（date）
   */
  uploadTime?: string;
  /**
   * 版本说明
   */
  note?: string;
}

/** A row of 文件版本 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type DemoWidgetsVersionsRecord = DemoWidgetsVersions & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 成员明细（demo.widgetsMembers，表 demo_widgets_member）
 */
export interface DemoWidgetsMembers {
  /**
   * 所属组件示例的 id
   */
  widgetId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 部门
   */
  memberDepart: string;
  /**
   * 人员
   */
  memberUsers?: string;
  /**
   * 职责
   */
  duty?: string;
  /**
   * 加入日期（date）
   */
  joinDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 成员明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type DemoWidgetsMembersRecord = DemoWidgetsMembers & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
