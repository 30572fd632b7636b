import { registerRowAction } from '../registry';
import { meta } from './meta';
import { ResetPasswordAction } from './ResetPasswordAction';

registerRowAction({ ...meta, component: ResetPasswordAction });
