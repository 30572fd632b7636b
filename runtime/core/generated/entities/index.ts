// Generated from the screen files by `npm run gen`; do not edit.
export type * from './labour/team';
export type * from './labour/worker';
export type * from './material/plan';
export type * from './system/announcement';
export type * from './system/depart';
export type * from './system/dict';
export type * from './system/dictItem';
export type * from './system/log';
export type * from './system/position';
export type * from './system/quartzJob';
export type * from './system/role';
export type * from './system/tenant';
export type * from './system/user';
