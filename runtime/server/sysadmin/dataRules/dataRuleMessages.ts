/** What the administrator is told when a data rule or its grant is refused. */
export const DATA_RULE_MESSAGES = {
  unknownMenu: '菜单不存在',
  notScreen: '只有数据页面（页面文件）可以配置数据规则',
  unknownField: (field: string, screen: string) => `规则字段 ${field} 不是页面「${screen}」声明的字段`,
  unknownCondition: (condition: string) => `不支持的条件规则：${condition}`,
  unknownVariable: (value: string) => `不支持的系统变量：${value}，可用 #{sys_user_code}、#{sys_user_name}、#{sys_org_code}、#{sys_date}`,
  badValue: (title: string) => `规则值与字段「${title}」的类型不符`,
  unknownRule: '数据规则不存在',
  staleRule: (field: string) => `数据规则的字段 ${field} 已不在页面中，请联系管理员修改数据规则`,
} as const;
