import { registerRowAction } from '../registry';
import { FrozenAction } from './FrozenAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: FrozenAction });
