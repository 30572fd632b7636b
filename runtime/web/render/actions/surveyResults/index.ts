import { registerRowAction } from '../registry';
import { meta } from './meta';
import { SurveyResultsAction } from './SurveyResultsAction';

registerRowAction({ ...meta, component: SurveyResultsAction });
