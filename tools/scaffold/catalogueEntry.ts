import { parse } from 'json-source-map';
import type { Catalogue, CatalogueScreen } from '../../runtime/core/screen/catalogue.types';
import { inlineJson } from './prettyJson';

export interface CataloguePlace {
  module: string;
  group: string;
  /** Title of the group when it has to be created. */
  groupTitle?: string;
}

/**
 * screens.json with the entry added at the end of its menu group (the group is created when
 * missing). Edits the text in place so the rest of the hand-formatted file stays as it is.
 */
export function addCatalogueEntry(text: string, place: CataloguePlace, entry: CatalogueScreen): string {
  const { data, pointers } = parse(text);
  const catalogue = data as Catalogue;
  const m = catalogue.modules.findIndex((module) => module.key === place.module);
  if (m < 0) throw new Error(`screens.json 中没有模块 '${place.module}'，可用：${catalogue.modules.map((module) => module.key).join('、')}`);
  if (catalogue.modules.some((module) => module.groups.some((group) => group.screens.some((screen) => screen.id === entry.id || screen.path === entry.path)))) {
    throw new Error(`screens.json 中已有页面 ${entry.id}（或路由 ${entry.path}）`);
  }
  const g = catalogue.modules[m].groups.findIndex((group) => group.key === place.group);
  if (g >= 0) return appendToArray(text, pointers, `/modules/${m}/groups/${g}/screens`, catalogue.modules[m].groups[g].screens.length, inlineJson(entry));
  if (!place.groupTitle) throw new Error(`模块 '${place.module}' 中没有分组 '${place.group}'；新建分组时请给出分组名称（--group-title）`);
  const group = inlineJson({ key: place.group, title: place.groupTitle, screens: [entry] });
  return appendToArray(text, pointers, `/modules/${m}/groups`, catalogue.modules[m].groups.length, group);
}

function appendToArray(text: string, pointers: ReturnType<typeof parse>['pointers'], at: string, length: number, item: string): string {
  if (length > 0) {
    const last = pointers[`${at}/${length - 1}`];
    const indent = ' '.repeat(last.value.column);
    return `${text.slice(0, last.valueEnd.pos)},\n${indent}${item}${text.slice(last.valueEnd.pos)}`;
  }
  const array = pointers[at];
  const indent = ' '.repeat(array.value.column + 2);
  return `${text.slice(0, array.value.pos)}[\n${indent}${item}\n${' '.repeat(array.value.column)}]${text.slice(array.valueEnd.pos)}`;
}
