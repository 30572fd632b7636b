import type { FieldTypeMeta } from '../fieldTypeMeta.types';
import { CODE_LANGUAGES } from '../codeLanguages';

export const meta: FieldTypeMeta = {
  name: 'CodeEditor',
  description:
    '代码编辑器（CodeMirror）：语法高亮、行号，Tab 宽度 2，默认高度 240；language 取 css、javascript、html、java、objective-c、python、r、shell、sql、swift、vue、markdown 之一。在表单中占满一整行。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      language: { type: 'string', enum: [...CODE_LANGUAGES], description: '代码语言', default: 'javascript' },
      height: { type: 'integer', minimum: 80, description: '编辑区高度（像素）', default: 240 },
      placeholder: { type: 'string', description: '占位提示' },
    },
  },
};
