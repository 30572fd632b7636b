import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { DictValueText } from '../search-select/DictValueText';
import { choiceProps } from '../select/choiceProps';
import { DictTreeSelect } from './DictTreeSelect';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(DictTreeSelect, mapReadPretty(DictValueText)),
  readPretty: DictValueText,
  fieldProps: choiceProps,
});
