import { registerRowAction } from '../registry';
import { meta } from './meta';
import { SurveyLinkAction } from './SurveyLinkAction';

registerRowAction({ ...meta, component: SurveyLinkAction });
