import { registerRowAction } from '../registry';
import { AuthorizeAction } from './AuthorizeAction';
import { meta } from './meta';

registerRowAction({ ...meta, component: AuthorizeAction });
