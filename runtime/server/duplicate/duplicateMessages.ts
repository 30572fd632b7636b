/** Chinese answers of the duplicate and code-rule checks (upstream wording for the first two). */
export const DUPLICATE_MESSAGES = {
  available: '该值可用！',
  taken: '该值不可用，系统中已存在！',
  unknownTarget: '不支持校验该表或字段',
  ruleMissing: '编码规则编码不能为空',
  unknownRule: (code: string) => `编码规则不存在：${code}`,
  rulePassed: '校验通过',
} as const;
