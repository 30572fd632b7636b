import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { VideoCell, VideoFileInput, VideoView } from './VideoPlayer';

registerFieldType({
  ...meta,
  component: connect(VideoFileInput, mapReadPretty(VideoView)),
  readPretty: VideoView,
  cell: VideoCell,
  wide: true,
});
