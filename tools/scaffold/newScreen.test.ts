import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject } from '../../tests/unit/lint/projectCopy';
import { createScreen } from './newScreen';

const VISITOR = {
  target: 'labour/visitor',
  title: '访客登记',
  table: 'lab_visitor',
  fields: 'constructionName:名称:string!,companyType:类型:dict=org_type,capital:注册资金:number,phone:电话:string@mobile,remark:备注:text',
  module: 'labour',
  group: 'visitors',
  groupTitle: '访客管理',
};

describe('npm run new-screen', () => {
  it('writes a valid screen file and its menu entry from the flags', () => {
    const project = copyProject();
    const result = createScreen(project.root, VISITOR);
    expect(result).toEqual({ screenFile: 'schemas/labour/visitor.json', problems: [] });
    const screen = JSON.parse(readFileSync(join(project.root, result.screenFile), 'utf8'));
    expect(screen).toMatchObject({
      $schema: '../meta/screen.schema.json',
      id: 'labour.visitor',
      table: 'lab_visitor',
      api: '/labour/visitor',
      permission: 'labour:visitor',
      entity: {
        required: ['constructionName'],
        properties: {
          constructionName: { type: 'string', title: '名称', maxLength: 64 },
          companyType: { type: 'string', title: '类型', 'x-dict': 'org_type' },
          capital: { type: 'number', title: '注册资金' },
          phone: { type: 'string', title: '电话', 'x-rules': ['mobile'] },
          remark: { type: 'string', title: '备注', 'x-component': 'TextArea', 'x-hidden': true },
        },
      },
      list: { columns: ['constructionName', 'companyType', 'capital', 'phone'], query: [{ field: 'constructionName', mode: 'like' }, 'companyType'] },
    });
    expect(readFileSync(join(project.root, result.screenFile), 'utf8')).toContain('      "capital": { "type": "number", "title": "注册资金" },\n');
    const catalogue = readFileSync(join(project.root, 'screens.json'), 'utf8');
    expect(catalogue).toContain(
      '{ "key": "visitors", "title": "访客管理", "screens": [{ "id": "labour.visitor", "title": "访客登记", "path": "/labour/visitor", "schema": "schemas/labour/visitor.json" }] }',
    );
  });

  it('adds the entry to an existing group and leaves the rest of screens.json as it was', () => {
    const project = copyProject();
    const before = readFileSync(join(project.root, 'screens.json'), 'utf8');
    createScreen(project.root, { ...VISITOR, group: 'people', groupTitle: undefined });
    const after = readFileSync(join(project.root, 'screens.json'), 'utf8');
    const added = ',\n        { "id": "labour.visitor", "title": "访客登记", "path": "/labour/visitor", "schema": "schemas/labour/visitor.json" }';
    expect(after.replace(added, '')).toBe(before);
  });

  it('reports lint problems of the written file, such as an unknown dictionary with a suggestion', () => {
    const project = copyProject();
    const result = createScreen(project.root, { ...VISITOR, fields: 'constructionName:名称:string,companyType:类型:dict=org_typ' });
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^schemas\/labour\/visitor\.json:\d+:\d+ \/entity\/properties\/companyType\/x-dict: unknown dictionary 'org_typ'; did you mean 'org_type'\?$/,
      ),
    ]);
  });

  it('refuses a malformed field, an unknown module and an existing file with a Chinese message', () => {
    const project = copyProject();
    expect(() => createScreen(project.root, { ...VISITOR, fields: 'constructionName-名称' })).toThrow("字段格式不正确：'constructionName-名称'");
    expect(() => createScreen(project.root, { ...VISITOR, fields: 'a:甲:money' })).toThrow("未知的字段类型 'money'（字段 a）");
    expect(() => createScreen(project.root, { ...VISITOR, module: 'labor' })).toThrow("screens.json 中没有模块 'labor'");
    expect(() => createScreen(project.root, { ...VISITOR, target: 'labour/team' })).toThrow('schemas/labour/team.json 已存在，不会覆盖');
  });
});
