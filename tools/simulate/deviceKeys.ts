/**
 * Keys for the simulator when none are given: signs in as a 劳务员 and, in each of their projects,
 * issues a new key for the first enabled gate device (考勤设备 → 生成密钥), as a person setting up
 * the gates would. The old key of that device stops working.
 */
interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(baseUrl: string, path: string, init: { token?: string; projectId?: string; body?: unknown; method?: string }): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'x-access-token': init.token } : {}),
      ...(init.projectId ? { projectId: init.projectId } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Signs in and issues one key per project of the user; throws with the server's message when refused. */
export async function issueSimulatorKeys(baseUrl: string, username: string, password: string): Promise<string[]> {
  const login = await call<{ token: string }>(baseUrl, '/sys/login', { body: { username, password } });
  if (!login.success) throw new Error(`登录失败（${username}）：${login.message}`);
  const token = login.result.token;
  const departs = await call<{ list: { id: string }[] }>(baseUrl, '/sys/user/getCurrentUserDeparts', { token });
  const keys: string[] = [];
  for (const { id: projectId } of departs.result.list) {
    const devices = await call<{ records: { id: string }[] }>(baseUrl, '/labour/device/list?status=1&column=deviceSn&order=asc&pageSize=1', {
      token,
      projectId,
    });
    const device = devices.success ? devices.result.records[0] : undefined;
    if (!device) continue;
    const issued = await call<{ key: string }>(baseUrl, `/labour/device/issueKey?id=${device.id}`, { token, projectId, body: {} });
    if (issued.success) keys.push(issued.result.key);
  }
  if (keys.length === 0) throw new Error(`${username} 的项目中没有启用的考勤设备`);
  return keys;
}
