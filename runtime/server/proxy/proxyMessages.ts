/** Chinese refusals of the outbound proxy (/sys/common/transitRESTful). */
export const PROXY_MESSAGES = {
  missingUrl: '请提供目标地址参数 url',
  badUrl: '目标地址格式不正确，须为 http 或 https 地址',
  credentials: '目标地址不能包含用户名或密码',
  encodedPath: '目标地址的路径不能包含编码的斜杠、反斜杠或点',
  notAllowed: '目标地址不在网关路由的允许范围内，请联系管理员配置网关路由',
  privateAddress: '目标主机解析到内网或本机地址，已拒绝（如需访问，请在网关路由中直接填写该 IP 地址）',
  unresolved: '无法解析目标主机',
  redirectElsewhere: '目标服务重定向到其他主机，已拒绝',
  tooManyRedirects: '目标服务重定向次数过多',
  timeout: (seconds: number) => `目标服务在 ${seconds} 秒内没有响应`,
  tooLarge: (megabytes: number) => `目标服务返回的内容超过 ${megabytes} MB，已中止`,
  unreachable: (reason: string) => `无法连接目标服务：${reason}`,
  upstreamError: (status: number) => `目标服务返回错误（HTTP ${status}）`,
} as const;
