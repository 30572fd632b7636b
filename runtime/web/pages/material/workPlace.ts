/** Where the keeper works now: the chosen project and warehouse, and who they are. */
export interface WorkPlace {
  userId: string;
  projectId: string | null;
  warehouseId: string | null;
  warehouseName: string;
}
