import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { ChoiceText } from '../select/ChoiceText';
import { choiceProps } from '../select/choiceProps';
import { DictSelect } from '../select/DictSelect';
import { DictRadio } from './DictRadio';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(DictRadio, mapReadPretty(ChoiceText)),
  readPretty: ChoiceText,
  queryComponent: DictSelect,
  fieldProps: choiceProps,
});
