import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { SliderCheck } from './SliderCheck';
import { SliderCheckText } from './SliderCheckText';

registerFieldType({
  ...meta,
  component: connect(SliderCheck, mapReadPretty(SliderCheckText)),
  readPretty: SliderCheckText,
});
