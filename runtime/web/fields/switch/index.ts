import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { SwitchQuerySelect } from './SwitchQuerySelect';
import { SwitchText } from './SwitchText';
import { switchOptions } from './switchOptions';
import { YnSwitch } from './YnSwitch';

registerFieldType({
  ...meta,
  component: connect(YnSwitch, mapReadPretty(SwitchText)),
  readPretty: SwitchText,
  queryComponent: SwitchQuerySelect,
  fieldProps: switchOptions,
});
