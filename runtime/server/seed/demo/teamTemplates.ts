/** Kinds of team found on a petrochemical site: name, main work type (work_type dict), team type (team_type dict). */
export interface TeamTemplate {
  name: string;
  workType: string;
  teamType: '1' | '2' | '3';
  /** Special-operation trades (electricians, welders, riggers) are 特种作业人员. */
  special: boolean;
}

export const TEAM_TEMPLATES: readonly TeamTemplate[] = [
  { name: '木工班组', workType: '001', teamType: '1', special: false },
  { name: '钢筋班组', workType: '002', teamType: '1', special: false },
  { name: '混凝土班组', workType: '003', teamType: '1', special: false },
  { name: '架子工班组', workType: '004', teamType: '1', special: false },
  { name: '砌筑班组', workType: '005', teamType: '1', special: false },
  { name: '电工班组', workType: '009', teamType: '2', special: true },
  { name: '焊工班组', workType: '010', teamType: '2', special: true },
  { name: '管道安装班组', workType: '012', teamType: '2', special: false },
  { name: '起重吊装班组', workType: '013', teamType: '3', special: true },
  { name: '防腐保温班组', workType: '019', teamType: '2', special: false },
];

/** Labour subcontractors (fictional) the teams come from. */
export const CONTRACTORS = [
  '江苏恒远建筑劳务有限公司',
  '浙江东兴劳务分包有限公司',
  '河南中拓建设劳务有限公司',
  '四川蜀安建筑劳务有限公司',
  '安徽皖达劳务服务有限公司',
];

/** The 普工 work type: every team has a few general labourers. */
export const GENERAL_LABOUR = '017';

/** Banks that pay wages, with a debit card BIN of each. */
export const BANKS = [
  { name: '中国工商银行', bin: '622202' },
  { name: '中国建设银行', bin: '621700' },
  { name: '中国农业银行', bin: '622848' },
  { name: '中国邮政储蓄银行', bin: '621799' },
];
