import type { FieldTypeMeta } from '../fieldTypeMeta.types';

/** The props that name a column of the detail table, with the column each defaults to. */
export const FILE_VERSION_COLUMNS = {
  versionField: 'versionNo',
  fileField: 'file',
  uploaderField: 'uploader',
  timeField: 'uploadTime',
  noteField: 'note',
} as const;

const column = (description: string, name: string) => ({ type: 'string' as const, description, default: name });

export const meta: FieldTypeMeta = {
  name: 'FileVersions',
  description:
    '文件版本：用于只能追加的明细字段（type 为 array，x-detail 写 "appendOnly": true），如图纸的历次版本。列出每个版本的版本号、文件、上传人、上传日期和说明，最新的一行标“当前版本”；点 PDF 文件在页面内预览（逐页显示，可缩小、放大和下载），其他文件点击下载。编辑时【上传新版本】：填版本号（默认按上一版递增）和说明、选文件，上传人和日期自动填入，保存后以前的版本一直保留。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      biz: { type: 'string', description: '上传目录：temp、labour、material、avatar、jeditor、notice、quality、safety、technology', default: 'temp' },
      accept: { type: 'string', description: '可选的文件类型，如 .pdf,.dwg' },
      versionField: column('保存版本号的明细列', FILE_VERSION_COLUMNS.versionField),
      fileField: column('保存文件路径的明细列', FILE_VERSION_COLUMNS.fileField),
      uploaderField: column('保存上传人姓名的明细列', FILE_VERSION_COLUMNS.uploaderField),
      timeField: column('保存上传日期（format: date）的明细列', FILE_VERSION_COLUMNS.timeField),
      noteField: column('保存版本说明的明细列', FILE_VERSION_COLUMNS.noteField),
    },
  },
  detailColumnProps: Object.keys(FILE_VERSION_COLUMNS),
};
