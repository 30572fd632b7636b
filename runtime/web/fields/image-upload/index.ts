import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { ImageListText } from './ImageListText';
import { ImageUpload } from './ImageUpload';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(ImageUpload, mapReadPretty(ImageListText)),
  readPretty: ImageListText,
  wide: true,
});
