/**
 * Keys for the simulators when none are given: signs in as a site person and, in each of their
 * projects, issues a new key (生成密钥) for the enabled devices of the named screens, as a person
 * setting up the devices would: the first gate of each project (考勤设备, as the 劳务员), or every
 * crane and hoist (塔吊, 升降机, as the 设备管理员). The old key of that device stops working.
 */
interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

export async function call<T>(
  baseUrl: string,
  path: string,
  init: { token?: string; projectId?: string; body?: unknown; method?: string },
): Promise<Envelope<T>> {
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

/** Which devices of a screen get a key: the first enabled one of each project, or all of them. */
export interface KeyedScreen {
  api: string;
  sort: string;
  all: boolean;
}

/** The gate simulator's devices: the first enabled 考勤设备 of each project. */
export const GATE_SCREENS: readonly KeyedScreen[] = [{ api: '/labour/device', sort: 'deviceSn', all: false }];

/** Signs in and issues keys in each project of the user; throws with the server's message when refused or when no device has one. */
export async function issueSimulatorKeys(
  baseUrl: string,
  username: string,
  password: string,
  screens: readonly KeyedScreen[] = GATE_SCREENS,
): Promise<string[]> {
  const login = await call<{ token: string }>(baseUrl, '/sys/login', { body: { username, password } });
  if (!login.success) throw new Error(`登录失败（${username}）：${login.message}`);
  const token = login.result.token;
  const departs = await call<{ list: { id: string }[] }>(baseUrl, '/sys/user/getCurrentUserDeparts', { token });
  const keys: string[] = [];
  for (const { id: projectId } of departs.result.list)
    for (const screen of screens) {
      const devices = await call<{ records: { id: string }[] }>(
        baseUrl,
        `${screen.api}/list?status=1&column=${screen.sort}&order=asc&pageSize=${screen.all ? 50 : 1}`,
        {
          token,
          projectId,
        },
      );
      for (const device of devices.success ? devices.result.records : []) {
        const issued = await call<{ key: string }>(baseUrl, `${screen.api}/issueKey?id=${device.id}`, { token, projectId, body: {} });
        if (issued.success) keys.push(issued.result.key);
      }
    }
  if (keys.length === 0) throw new Error(`${username} 的项目中没有启用的设备`);
  return keys;
}
