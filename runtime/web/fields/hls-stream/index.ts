import { Input } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { HlsPlayer } from './HlsPlayer';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(Input, mapReadPretty(HlsPlayer)),
  readPretty: HlsPlayer,
  fieldProps: () => ({ allowClear: true }),
});
