import { connect, mapReadPretty } from '@formily/react';
import { PlainText } from '../PlainText';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { PopupField } from './PopupField';
import { PopupQueryInput } from './PopupQueryInput';

registerFieldType({
  ...meta,
  component: connect(PopupField, mapReadPretty(PlainText)),
  readPretty: PlainText,
  queryComponent: connect(PopupQueryInput),
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
