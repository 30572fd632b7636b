import type { FieldSchema } from '../../runtime/core/screen/screen.types';
import { toColumnName } from '../../runtime/core/screen/naming';
import { UPLOAD_BIZ } from '../../runtime/server/files/uploadLimits';

/** What a field kind may take from the screen being scaffolded. */
export interface KindContext {
  /** The screen's area (`labour`): the upload folder when it is one. */
  area: string;
  /** The screen's name (`training`): the detail table's foreign key is `<name>Id`. */
  name: string;
  /** The screen's table (`lab_training`): the detail table is `<table>_<field>`. */
  table: string;
  /** The field being defined. */
  field: string;
  /** The text after `=` (a dictionary code), when the entry has one. */
  argument?: string;
}

/** One type of `--fields`: how it is described in the usage text and the definition it stands for. */
export interface FieldKind {
  description: string;
  /** Whether the entry must give `=<argument>`, named as in the usage text. */
  argument?: string;
  build(context: KindContext): Omit<FieldSchema, 'title'>;
}

/** Uploads go to the area's folder when the server has one for it (labour, material, …), else to temp. */
const uploadFolder = (area: string) => ((UPLOAD_BIZ as readonly string[]).includes(area) ? area : 'temp');

/**
 * The field types the scaffolder understands. Each produces the shape the hand-written screen
 * files use for it (the most common one where they differ), so a scaffolded file reads like them.
 */
export const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  string: { description: '文本', build: () => ({ type: 'string', maxLength: 64 }) },
  text: { description: '多行文本', build: () => ({ type: 'string', maxLength: 500, 'x-component': 'TextArea', 'x-hidden': true }) },
  number: { description: '数字', build: () => ({ type: 'number' }) },
  integer: { description: '整数', build: () => ({ type: 'integer' }) },
  boolean: { description: '是/否', build: () => ({ type: 'boolean' }) },
  date: { description: '日期', build: () => ({ type: 'string', format: 'date' }) },
  datetime: { description: '日期时间', build: () => ({ type: 'string', format: 'date-time' }) },
  time: { description: '时间', build: () => ({ type: 'string', format: 'time' }) },
  dict: { description: '字典下拉', argument: '字典编码', build: ({ argument }) => ({ type: 'string', 'x-dict': argument }) },
  unique: { description: '不可重复的文本（保存时检查唯一）', build: () => ({ type: 'string', maxLength: 64, 'x-rules': ['only'] }) },
  user: {
    description: '选择系统用户（存用户 id）',
    build: () => ({ type: 'string', 'x-dict': 'sys_user,realname,id', 'x-component': 'UserSelect', 'x-component-props': { store: 'id' } }),
  },
  image: {
    description: '图片上传（最多 3 张）',
    build: ({ area }) => ({
      type: 'string',
      maxLength: 1000,
      'x-component': 'ImageUpload',
      'x-component-props': { biz: uploadFolder(area), number: 3 },
      'x-hidden': true,
    }),
  },
  file: {
    description: '附件上传（最多 3 个）',
    build: ({ area }) => ({
      type: 'string',
      maxLength: 1000,
      'x-component': 'Upload',
      'x-component-props': { biz: uploadFolder(area), number: 3 },
      'x-hidden': true,
    }),
  },
  detail: {
    description: '明细表（可编辑表格，先生成一列“名称”，再按需加列）',
    build: ({ name, table, field }) => ({
      type: 'array',
      'x-detail': { table: `${table}_${toColumnName(field)}`, foreignKey: `${name}Id` },
      items: { type: 'object', properties: { itemName: { type: 'string', title: '名称', maxLength: 64 } } },
    }),
  },
};

/** `string 文本、…、dict=字典编码 字典下拉`: the types as the usage text and the error messages list them. */
export function describeKinds(separator = '、'): string {
  return Object.entries(FIELD_KINDS)
    .map(([kind, { description, argument }]) => `${kind}${argument ? `=<${argument}>` : ''} ${description}`)
    .join(separator);
}
