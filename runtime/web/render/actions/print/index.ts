import { registerRowAction } from '../registry';
import { meta } from './meta';
import { PrintAction } from './PrintAction';

registerRowAction({ ...meta, component: PrintAction });
