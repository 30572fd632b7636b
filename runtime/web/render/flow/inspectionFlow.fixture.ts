import type { FlowDeclaration } from '../../../core/flow/flow.types';
import { resolveFlow } from '../../../core/flow/flowModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import inspection from '../../../../schemas/safety/inspection.json';
import rectification from '../../../../schemas/flows/rectification.json';

/** 安全巡检 with its shared rectification flow resolved, as the screen loader hands it to the list page. */
export const inspectionScreen: ScreenFile = resolveFlow(inspection as ScreenFile, new Map([['rectification', rectification as FlowDeclaration]]));

/** Two list rows: one waiting for the caller's rectification (or closing), one the caller may only read. */
export const inspectionRows = [
  { id: 'r1', version: 3, areaName: '1号楼', safetyDescribe: '临边防护缺失', status: '1', flowActions: ['rectify', 'close'] },
  { id: 'r2', version: 1, areaName: '2号楼', safetyDescribe: '配电箱未上锁', status: '2', flowActions: [] },
];

/** A /flow/counts answer. */
export const inspectionCounts = { todo: 1, mine: 2, all: 7, states: { '1': 3, '2': 2, '3': 1, '4': 1 } };
