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
    expect(() => createScreen(project.root, { ...VISITOR, fields: 'post:岗位:dict' })).toThrow('字典下拉字段 post 需要写字典编码：post:岗位:dict=<字典编码>');
    expect(() => createScreen(project.root, { ...VISITOR, fields: 'photo:照片:image=labour' })).toThrow('字段类型 image 不带参数');
  });

  it('writes user, image, file, unique, dictionary and detail-table fields in the shape the hand-written screens use, and they lint clean', () => {
    const project = copyProject();
    const fields =
      'contractNo:合同编号:unique!@code20,contractType:合同类型:dict=company_type,signer:签订人:user,scan:合同扫描件:image,attachment:附件:file,items:合同明细:detail';
    const result = createScreen(project.root, { ...VISITOR, target: 'labour/contract', title: '劳务合同', table: 'lab_contract', fields });
    expect(result).toEqual({ screenFile: 'schemas/labour/contract.json', problems: [] });
    const screen = JSON.parse(readFileSync(join(project.root, result.screenFile), 'utf8'));
    // As in schemas/labour/team.json, training.json, company.json and wages.json.
    expect(screen.entity.properties).toEqual({
      contractNo: { type: 'string', title: '合同编号', maxLength: 64, 'x-rules': ['code20', 'only'] },
      contractType: { type: 'string', title: '合同类型', 'x-dict': 'company_type' },
      signer: { type: 'string', title: '签订人', 'x-dict': 'sys_user,realname,id', 'x-component': 'UserSelect', 'x-component-props': { store: 'id' } },
      scan: {
        type: 'string',
        title: '合同扫描件',
        maxLength: 1000,
        'x-component': 'ImageUpload',
        'x-component-props': { biz: 'labour', number: 3 },
        'x-hidden': true,
      },
      attachment: {
        type: 'string',
        title: '附件',
        maxLength: 1000,
        'x-component': 'Upload',
        'x-component-props': { biz: 'labour', number: 3 },
        'x-hidden': true,
      },
      items: {
        type: 'array',
        title: '合同明细',
        'x-detail': { table: 'lab_contract_items', foreignKey: 'contractId' },
        items: { type: 'object', properties: { itemName: { type: 'string', title: '名称', maxLength: 64 } } },
      },
    });
    expect(screen.entity.required).toEqual(['contractNo']);
    // Uploads and the detail table are not list columns; a user picker is not a query condition.
    expect(screen.list).toMatchObject({ columns: ['contractNo', 'contractType', 'signer'], query: [{ field: 'contractNo', mode: 'like' }, 'contractType'] });
  });

  it('uploads of an area without its own upload folder go to temp', () => {
    const project = copyProject();
    const result = createScreen(project.root, {
      ...VISITOR,
      target: 'construction/gallery',
      title: '相册',
      table: 'con_gallery',
      fields: 'photo:照片:image',
      module: 'construction',
    });
    expect(result.problems).toEqual([]);
    const screen = JSON.parse(readFileSync(join(project.root, result.screenFile), 'utf8'));
    expect(screen.entity.properties.photo['x-component-props']).toEqual({ biz: 'temp', number: 3 });
  });
});
