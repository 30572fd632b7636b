import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

describe.each(backends())('duplicate and code-rule checks on %s', (backend) => {
  let t: TestApp;
  let clerk: CallOptions;
  let existing: { id: string; idCode: string };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    clerk = { token: await t.login('lisi'), projectId: await t.departId(PROJECT_NAMES[0]) };
    const list = await t.get<{ records: { id: string; idCode: string }[] }>('/api/labour/worker/list', { ...clerk, query: { pageSize: '1' } });
    existing = list.body.result.records[0];
  });
  afterAll(() => t.close());

  const check = (query: Record<string, string>) => t.get('/api/sys/duplicate/check', { ...clerk, query });

  it("says a taken value is not available, by column or field name, and the record's own value is", async () => {
    expect((await check({ tableName: 'lab_worker', fieldName: 'id_code', fieldVal: existing.idCode })).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    expect((await check({ tableName: 'lab_worker', fieldName: 'idCode', fieldVal: existing.idCode, dataId: existing.id })).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    expect((await check({ tableName: 'lab_worker', fieldName: 'idCode', fieldVal: '110101199001011234' })).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });
  });

  it('lets an empty value pass', async () => {
    expect((await check({ tableName: 'lab_worker', fieldName: 'idCode', fieldVal: '' })).body).toMatchObject({ success: true });
  });

  it('answers the same through POST extCheck', async () => {
    const { body } = await t.post('/api/sys/duplicate/extCheck', { tableName: 'lab_worker', fieldName: 'id_code', fieldVal: existing.idCode }, clerk);
    expect(body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });

  it('refuses tables and fields no screen declares, without querying them', async () => {
    for (const [tableName, fieldName] of [
      ['sys_user;drop', 'username'],
      ['lab_worker', 'id_code;--'],
      ['pg_user', 'usename'],
      ['lab_worker', 'tenant_id'],
    ]) {
      const mark = t.sql.statements.length;
      const { body } = await check({ tableName, fieldName, fieldVal: 'x' });
      expect(body, `${tableName}.${fieldName}`).toMatchObject({ success: false, message: '不支持校验该表或字段' });
      const touched = t.sql.statements
        .slice(mark)
        .filter((statement) => ['"lab_worker"', 'pg_user', 'drop', 'usename'].some((part) => statement.includes(part)));
      expect(touched).toEqual([]);
    }
  });

  it('checks a value against a named rule and names an unknown rule', async () => {
    expect((await t.get('/api/sys/checkRule/checkByCode', { ...clerk, query: { ruleCode: 'mobile', value: '13800000000' } })).body).toMatchObject({
      success: true,
    });
    expect((await t.get('/api/sys/checkRule/checkByCode', { ...clerk, query: { ruleCode: 'mobile', value: '123' } })).body).toMatchObject({
      success: false,
      message: '请输入正确手机号',
    });
    expect((await t.get('/api/sys/checkRule/checkByCode', { ...clerk, query: { ruleCode: 'nope', value: '1' } })).body).toMatchObject({
      success: false,
      message: '编码规则不存在：nope',
    });
  });
});
