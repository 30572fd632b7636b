import { registerRowAction } from '../registry';
import { meta } from './meta';
import { ReleaseAction } from './ReleaseAction';

registerRowAction({ ...meta, component: ReleaseAction });
