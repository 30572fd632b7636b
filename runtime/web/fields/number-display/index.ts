import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { NumberDisplay } from './NumberDisplay';

registerFieldType({
  ...meta,
  component: connect(NumberDisplay, mapReadPretty(NumberDisplay)),
  readPretty: NumberDisplay,
});
