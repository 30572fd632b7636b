import { describe, expect, it } from 'vitest';
import { selfLogEntry } from './selfLogRoutes';

const row = (log_type: string, log_content: string) => ({ id: 'a1', log_type, log_content, ip: '10.0.0.8', operate_time: '2026-11-27 09:30:00' });

describe('selfLogEntry', () => {
  it.each([
    [row('1', '用户名: lisi,登录成功！'), '登录', '登录成功！'],
    [row('1', '用户名: lisi,登录失败：用户名或密码错误'), '登录', '登录失败：用户名或密码错误'],
    [row('1', '用户名: lisi,退出成功！'), '退出', '退出成功！'],
    [row('2', 'POST /api/sys/user/updatePassword：密码修改成功！'), 'POST /api/sys/user/updatePassword', '密码修改成功！'],
    [row('2', 'DELETE /api/sys/user/delete'), 'DELETE /api/sys/user/delete', ''],
  ])('reads %o as %s / %s', (logRow, action, result) => {
    expect(selfLogEntry(logRow)).toEqual({ id: 'a1', time: '2026-11-27 09:30:00', ip: '10.0.0.8', action, result });
  });
});
