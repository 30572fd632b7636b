import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { ChoiceText } from '../select/ChoiceText';
import { choiceProps } from '../select/choiceProps';
import { DictMultiSelect } from './DictMultiSelect';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(DictMultiSelect, mapReadPretty(ChoiceText)),
  readPretty: ChoiceText,
  fieldProps: choiceProps,
});
