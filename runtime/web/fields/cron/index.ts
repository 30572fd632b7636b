import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { CronField } from './CronField';
import { CronText } from './CronText';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(CronField, mapReadPretty(CronText)),
  readPretty: CronText,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}` }),
});
