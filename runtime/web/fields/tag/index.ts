import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { choiceProps } from '../select/choiceProps';
import { DictSelect } from '../select/DictSelect';
import { DictTag } from './DictTag';
import { meta } from './meta';
import { TagText } from './TagText';

registerFieldType({
  ...meta,
  component: connect(DictTag, mapReadPretty(TagText)),
  readPretty: TagText,
  queryComponent: DictSelect,
  fieldProps: choiceProps,
});
