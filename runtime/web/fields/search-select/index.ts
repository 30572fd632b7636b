import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { choiceProps } from '../select/choiceProps';
import { DictValueText } from './DictValueText';
import { meta } from './meta';
import { SearchSelect } from './SearchSelect';

registerFieldType({
  ...meta,
  component: connect(SearchSelect, mapReadPretty(DictValueText)),
  readPretty: DictValueText,
  fieldProps: choiceProps,
});
