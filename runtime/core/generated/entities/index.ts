// Generated from the screen files by `npm run gen`; do not edit.
export type * from './labour/team';
export type * from './labour/worker';
export type * from './system/depart';
export type * from './system/dict';
export type * from './system/dictItem';
export type * from './system/role';
export type * from './system/user';
