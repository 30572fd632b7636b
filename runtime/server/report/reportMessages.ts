/** The user-facing messages of online reports. */
export const REPORT_MESSAGES = {
  notFound: (code: string) => `未找到报表：${code}`,
  unknownParam: (name: string) => `不支持的报表参数：${name}`,
  repeatedParam: (name: string) => `报表参数重复：${name}`,
  timeout: '报表查询超时，请缩小查询范围后重试',
  badValue: '报表查询条件格式不正确',
  failed: '报表查询失败，请联系管理员检查报表配置',
} as const;
