import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { ChoiceText } from './ChoiceText';
import { choiceProps } from './choiceProps';
import { DictSelect } from './DictSelect';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(DictSelect, mapReadPretty(ChoiceText)),
  readPretty: ChoiceText,
  fieldProps: choiceProps,
});
