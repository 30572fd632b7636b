import type { FieldTypeMeta } from './fieldTypeMeta.types';
import { meta as areaSelectMeta } from './meta/area-select';
import { meta as categorySelectMeta } from './meta/category-select';
import { meta as codeEditorMeta } from './meta/code-editor';
import { meta as cronMeta } from './meta/cron';
import { meta as datePickerMeta } from './meta/date-picker';
import { meta as dateTimePickerMeta } from './meta/date-time-picker';
import { meta as departSelectMeta } from './meta/depart-select';
import { meta as editableTableMeta } from './meta/editable-table';
import { meta as fileVersionsMeta } from './meta/file-versions';
import { meta as hlsStreamMeta } from './meta/hls-stream';
import { meta as ifcViewerMeta } from './meta/ifc-viewer';
import { meta as imageUploadMeta } from './meta/image-upload';
import { meta as inputMeta } from './meta/input';
import { meta as inputNumberMeta } from './meta/input-number';
import { meta as markdownMeta } from './meta/markdown';
import { meta as multiSelectMeta } from './meta/multi-select';
import { meta as numberDisplayMeta } from './meta/number-display';
import { meta as passwordMeta } from './meta/password';
import { meta as popupMeta } from './meta/popup';
import { meta as positionSelectMeta } from './meta/position-select';
import { meta as progressMeta } from './meta/progress';
import { meta as radioMeta } from './meta/radio';
import { meta as recordSelectMeta } from './meta/record-select';
import { meta as richTextMeta } from './meta/rich-text';
import { meta as roleSelectMeta } from './meta/role-select';
import { meta as searchSelectMeta } from './meta/search-select';
import { meta as selectMeta } from './meta/select';
import { meta as sliderCheckMeta } from './meta/slider-check';
import { meta as switchMeta } from './meta/switch';
import { meta as tagMeta } from './meta/tag';
import { meta as textAreaMeta } from './meta/text-area';
import { meta as textAreaPopupMeta } from './meta/text-area-popup';
import { meta as timePickerMeta } from './meta/time-picker';
import { meta as treeSelectMeta } from './meta/tree-select';
import { meta as uploadMeta } from './meta/upload';
import { meta as userByDepartSelectMeta } from './meta/user-by-depart-select';
import { meta as userSelectMeta } from './meta/user-select';
import { meta as videoPlayerMeta } from './meta/video-player';
import { meta as workerSelectMeta } from './meta/worker-select';

/**
 * Every field type's React-free declaration, for code that cannot load the web registry (the
 * server's schema lint). The registry test checks this list against the registered types.
 */
export const FIELD_TYPE_METAS: readonly FieldTypeMeta[] = [
  areaSelectMeta,
  categorySelectMeta,
  codeEditorMeta,
  cronMeta,
  datePickerMeta,
  dateTimePickerMeta,
  departSelectMeta,
  editableTableMeta,
  fileVersionsMeta,
  hlsStreamMeta,
  ifcViewerMeta,
  imageUploadMeta,
  inputMeta,
  inputNumberMeta,
  markdownMeta,
  multiSelectMeta,
  numberDisplayMeta,
  passwordMeta,
  popupMeta,
  positionSelectMeta,
  progressMeta,
  radioMeta,
  recordSelectMeta,
  richTextMeta,
  roleSelectMeta,
  searchSelectMeta,
  selectMeta,
  sliderCheckMeta,
  switchMeta,
  tagMeta,
  textAreaMeta,
  textAreaPopupMeta,
  timePickerMeta,
  treeSelectMeta,
  uploadMeta,
  userByDepartSelectMeta,
  userSelectMeta,
  videoPlayerMeta,
  workerSelectMeta,
];

/** The declaration of a field type by its `x-component` name. */
export function fieldTypeMeta(name: string): FieldTypeMeta | undefined {
  return FIELD_TYPE_METAS.find((meta) => meta.name === name);
}
