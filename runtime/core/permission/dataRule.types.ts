/** A data rule as the role authorisation offers it (GET /sys/role/datarule/:permissionId/:roleId). */
export interface DataRuleOption {
  id: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** The rules of one menu and, comma-separated, those the role holds (upstream `drChecked`). */
export interface RoleDataRules {
  datarule: DataRuleOption[];
  drChecked: string;
}
