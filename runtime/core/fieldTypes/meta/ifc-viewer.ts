import type { FieldTypeMeta } from '../fieldTypeMeta.types';

/** IFC element classes the viewer names in Chinese, in the order its category checkboxes show them. */
export const IFC_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  IfcWall: '墙',
  IfcSlab: '板',
  IfcColumn: '柱',
  IfcBeam: '梁',
  IfcDoor: '门',
  IfcWindow: '窗',
  IfcStair: '楼梯',
  IfcRoof: '屋顶',
  IfcRailing: '栏杆',
  IfcMember: '杆件',
};
export const IFC_CATEGORIES = Object.keys(IFC_CATEGORY_LABELS);

export const meta: FieldTypeMeta = {
  name: 'IfcViewer',
  description:
    'IFC 模型：编辑时上传一个 .ifc 文件（值为文件路径）；详情中在页面内以三维方式显示模型：拖动旋转、滚轮或双指缩放、右键平移；点击构件显示其属性（名称、IFC 类型、GlobalId 和各属性集）；按类别（墙、板、柱、门、窗…）勾选显示或隐藏。列表中显示【查看模型】，点击在对话框中打开同一查看器。三维组件只在第一次打开模型时加载。服务器按 x-rules 的 pattern 校验扩展名。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      biz: { type: 'string', description: '上传目录：temp、labour、material、avatar、jeditor、notice、quality、safety、technology', default: 'temp' },
      height: { type: 'integer', minimum: 240, description: '查看器的高度（像素，手机上不超过屏幕高度的 70%）', default: 520 },
    },
  },
};
