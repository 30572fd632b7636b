import { VALUE_CHECKS } from './valueChecks';

/**
 * The one definition of every validation pattern: the field rules of widgets-spec §5.1 and the
 * table-cell preset codes of §5.2. Forms, the editable table and the server all read from here.
 */

export interface PatternRule {
  pattern: RegExp;
  message: string;
  /** Message used instead of the generic one when a required field with this rule is empty. */
  requiredMessage?: string;
  /** Extra length bounds checked after the pattern (the username rule needs them). */
  minLength?: number;
  maxLength?: number;
  lengthMessage?: string;
}

/** Field rules (widgets-spec §5.1), referenced from screen files by code in `x-rules`. */
export const FIELD_RULES: Readonly<Record<string, PatternRule>> = {
  mobile: { pattern: /^1[34578]\d{9}$/, message: '请输入正确手机号', requiredMessage: '请输入手机号' },
  // The spec enforces 4 to 18 characters while the message says 6 to 18; both are kept as specified.
  username: {
    pattern: /^[a-zA-Z0-9_]+$/,
    message: '只允许字母、数字、下划线',
    requiredMessage: '请输入用户名',
    minLength: 4,
    maxLength: 18,
    lengthMessage: '长度6到18个字符',
  },
  email: { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, message: '邮箱格式不正确' },
  naturalNumber: { pattern: /^(0|[1-9]\d*)$/, message: '请输入自然数' },
  positiveInteger: { pattern: /^[1-9]\d*$/, message: '请输入正整数' },
  positiveDecimal7: { pattern: /^(0|[1-9]\d*)(\.\d{1,7})?$/, message: '请输入最多7位小数的正数' },
  // The message's 得 is the spec's wording.
  positiveDecimal2: { pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入最多2位小数得的正数' },
  negativeInteger: { pattern: /^-[1-9]\d*$/, message: '请输入负整数' },
  english: { pattern: /^[a-zA-Z]+$/, message: '请输入英文字符' },
  landline: { pattern: /^(0\d{2,3}-?)?\d{7,8}$/, message: '请输入正确的座机号' },
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: '请输入正确的银行卡号码' },
  certificate: { pattern: /^[a-zA-Z0-9]{0,50}$/, message: '请输入正确的证件号码' },
  idcard: { pattern: /^(\d{15}|\d{17}[\dXx])$/, message: '请输入正确的身份证号码' },
  qq: { pattern: /^[1-9]\d{4,11}$/, message: '请输入正确的QQ号码' },
  httpUrl: { pattern: /^https?:\/\/\S+$/, message: '请输入以http和https开头的网址' },
  code20: { pattern: /^[a-zA-Z0-9]{0,20}$/, message: '请输入20位以内的英文字符和数字' },
  cnEnName: { pattern: /^[\u4e00-\u9fa5a-zA-Z ]{2,100}$/, message: '请输入2到100位的中英文字符和空格' },
  digitsAndLines: { pattern: /^[\d\r\n]*$/, message: '请输入数字和换行符' },
  max255: { pattern: /^[\s\S]{0,255}$/, message: '请输入255位以内的字符' },
  // 中国大陆机动车号牌 (GA 36): province, issuing-office letter (no I or O), five characters or a 挂/学/警/港/澳 ending; new-energy plates have D/F and six.
  plateNo: {
    pattern:
      /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]{5}|\d{5}[DF])$/,
    message: '车牌号格式不正确，应为省份简称+字母+5位字母或数字，如 浙B12345（新能源 浙BD12345）',
    requiredMessage: '请输入车牌号',
  },
};

/**
 * Table-cell preset codes (widgets-spec §5.2), in upstream order with upstream regexes; the
 * literal `|` inside `[a-z|A-Z]` is an upstream quirk kept on purpose (jeecg-contract §1.2).
 */
export const CELL_PRESETS: Readonly<Record<string, RegExp>> = {
  '*': /^.+$/,
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^.{6,16}$/,
  's6-18': /^[a-z|A-Z]{6,18}$/,
  url: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  e: /^([\w]+\.*)([\w]+)@[\w]+\.\w{3}(\.\w{2}|)$/,
  m: /^1[3456789]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Z|a-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
  money: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/,
};

/** The cell code that means "unique among rows" rather than a pattern. */
export const UNIQUE_CODE = 'only';

/** Generic rule messages (widgets-spec §5.1, last paragraph). */
export const GENERIC_MESSAGES = {
  required: (title: string) => `请输入${title}!`,
  requiredSelect: (title: string) => `请选择${title}!`,
  minLength: (n: number) => `最小长度${n}位字符`,
  maxLength: (n: number) => `最大长度${n}位字符`,
  minCount: (n: number) => `最少选择${n}项`,
  maxCount: (n: number) => `最多选择${n}项`,
  minimum: (title: string, n: number) => `${title}不能小于${n}`,
  maximum: (title: string, n: number) => `${title}不能大于${n}`,
  format: (title: string) => `${title}格式不正确`,
  choice: (title: string) => `${title}的值不在可选范围内`,
  unique: (title: string) => `${title}已存在`,
} as const;

/** Names a screen file may use in `x-rules`: field rules plus cell preset codes. */
export function isKnownRuleCode(code: string): boolean {
  return code in FIELD_RULES || code in CELL_PRESETS || code in VALUE_CHECKS || code === UNIQUE_CODE;
}

export const RULE_CODES: readonly string[] = [...Object.keys(FIELD_RULES), ...Object.keys(CELL_PRESETS), ...Object.keys(VALUE_CHECKS), UNIQUE_CODE];
