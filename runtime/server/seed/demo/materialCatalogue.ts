/**
 * The demo's 材料字典: about two hundred materials of a petrochemical site, each with a realistic
 * code, spec, unit, reference price and the warehouse kind it is kept in.
 */

/** Where a material is kept: 主材库, 现场周转库 or 露天堆场 (index into the demo's three warehouses). */
export type StoreKind = 0 | 1 | 2;

export interface DemoMaterial {
  materialCode: string;
  materialName: string;
  spec: string;
  unit: string;
  category: string;
  refPrice: number;
  store: StoreKind;
  /** A typical monthly quantity: plans ask for about this much. */
  monthly: number;
}

const MAIN: StoreKind = 0;
const SITE: StoreKind = 1;
const YARD: StoreKind = 2;

function family(
  prefix: string,
  name: string,
  category: string,
  unit: string,
  store: StoreKind,
  specs: readonly (readonly [code: string, spec: string, price: number, monthly: number])[],
): DemoMaterial[] {
  return specs.map(([code, spec, refPrice, monthly]) => ({
    materialCode: `${prefix}-${code.replace(/\./g, '')}`,
    materialName: name,
    spec,
    unit,
    category,
    refPrice,
    store,
    monthly,
  }));
}

const diameters = (values: readonly number[], base: number, step: number, monthly: number) =>
  values.map((d, i) => [String(d), `Φ${d}`, Math.round((base + step * i) * 100) / 100, monthly] as const);
const dn = (values: readonly number[], base: number, factor: number, monthly: number) =>
  values.map((d) => [`DN${d}`, `DN${d}`, Math.round(base + factor * d), monthly] as const);

export const DEMO_MATERIALS: readonly DemoMaterial[] = [
  ...family(
    'GJ-HRB400',
    '螺纹钢',
    '01',
    't',
    YARD,
    diameters([8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32], 4020, -15, 40).map(
      ([code, spec, price, monthly]) => [code, `HRB400E ${spec}`, price, monthly] as const,
    ),
  ),
  ...family(
    'GJ-HPB300',
    '圆钢',
    '01',
    't',
    YARD,
    diameters([6, 8, 10, 12], 4150, -20, 12).map(([code, spec, price, monthly]) => [code, `HPB300 ${spec}`, price, monthly] as const),
  ),
  ...family('GJ-JG', '角钢', '01', 't', YARD, [
    ['50X5', '∠50×5 Q235B', 4280, 6],
    ['63X6', '∠63×6 Q235B', 4260, 6],
    ['75X7', '∠75×7 Q235B', 4250, 5],
    ['100X10', '∠100×10 Q235B', 4300, 4],
  ]),
  ...family('GJ-CG', '槽钢', '01', 't', YARD, [
    ['10', '[10 Q235B', 4350, 4],
    ['16A', '[16a Q235B', 4320, 4],
    ['20A', '[20a Q235B', 4330, 3],
  ]),
  ...family('GJ-GZG', '工字钢', '01', 't', YARD, [
    ['16', 'I16 Q235B', 4380, 3],
    ['20A', 'I20a Q235B', 4370, 3],
    ['25A', 'I25a Q235B', 4390, 2],
  ]),
  ...family('GJ-HXG', 'H型钢', '01', 't', YARD, [
    ['200', 'HW200×200×8×12 Q355B', 4520, 8],
    ['300', 'HW300×300×10×15 Q355B', 4550, 8],
    ['400', 'HN400×200×8×13 Q355B', 4560, 6],
  ]),
  ...family('GJ-GB', '钢板', '01', 't', YARD, [
    ['8', 'δ8 Q355B', 4480, 5],
    ['10', 'δ10 Q355B', 4460, 5],
    ['16', 'δ16 Q355B', 4450, 4],
    ['20', 'δ20 Q355B', 4470, 3],
  ]),
  ...family('SN-PO', '水泥', '02', 'bag', MAIN, [
    ['425', 'P.O 42.5 50kg', 26, 600],
    ['525', 'P.O 52.5 50kg', 31, 200],
  ]),
  ...family('SN-C', '商品混凝土', '02', 'm3', SITE, [
    ['15', 'C15', 395, 120],
    ['20', 'C20', 415, 150],
    ['25', 'C25', 430, 200],
    ['30', 'C30', 445, 400],
    ['35', 'C35', 460, 300],
    ['40', 'C40', 480, 120],
  ]),
  ...family('SN-SJ', '砂浆', '02', 't', MAIN, [
    ['M5', 'M5 干混砌筑砂浆', 285, 30],
    ['M10', 'M10 干混抹灰砂浆', 310, 30],
  ]),
  ...family('SS', '砂石', '03', 'm3', YARD, [
    ['ZS', '中砂 细度模数2.6', 138, 200],
    ['SZ-525', '碎石 5-25mm', 125, 250],
    ['SZ-1631', '碎石 16-31.5mm', 118, 150],
    ['SF', '级配砂石', 96, 120],
    ['MS', '毛石', 88, 60],
  ]),
  ...family('MB', '覆膜木模板', '04', 'sheet', SITE, [
    ['15', '1830×915×15', 58, 600],
    ['18', '1830×915×18', 68.5, 500],
  ]),
  ...family('MF', '木方', '04', 'm3', SITE, [
    ['4080', '40×80×4000', 2150, 20],
    ['5010', '50×100×4000', 2280, 20],
  ]),
  ...family('JSJ', '脚手架钢管', '04', 'm', SITE, [
    ['48', 'Φ48.3×3.6', 16.5, 3000],
    ['KJ', '直角扣件', 6.2, 2000],
  ]),
  ...family(
    'GD-20',
    '无缝钢管',
    '05',
    'm',
    YARD,
    dn([25, 40, 50, 80, 100, 150, 200, 250, 300], 32, 2.1, 200).map(([code, spec, price, monthly]) => [code, `20# ${spec} SCH40`, price, monthly] as const),
  ),
  ...family(
    'GD-HJ',
    '焊接钢管',
    '05',
    'm',
    YARD,
    dn([15, 20, 25, 32, 40, 50, 65, 80, 100], 14, 1.1, 150).map(([code, spec, price, monthly]) => [code, `Q235B ${spec}`, price, monthly] as const),
  ),
  ...family(
    'GD-304',
    '不锈钢管',
    '05',
    'm',
    MAIN,
    dn([15, 25, 50, 80, 100], 55, 4.2, 60).map(([code, spec, price, monthly]) => [code, `S30408 ${spec} SCH10S`, price, monthly] as const),
  ),
  ...family(
    'GD-PE',
    'PE给水管',
    '05',
    'm',
    SITE,
    dn([50, 63, 110, 160], 12, 0.6, 200).map(([code, spec, price, monthly]) => [code, `PE100 ${spec} 1.6MPa`, price, monthly] as const),
  ),
  ...family(
    'GJ-WT',
    '无缝弯头',
    '05',
    'pcs',
    MAIN,
    dn([50, 80, 100, 150, 200], 18, 1.6, 40).map(([code, spec, price, monthly]) => [code, `90°LR ${spec} 20#`, price, monthly] as const),
  ),
  ...family(
    'GJ-ST',
    '等径三通',
    '05',
    'pcs',
    MAIN,
    dn([50, 80, 100, 150], 42, 2.4, 20).map(([code, spec, price, monthly]) => [code, `${spec} 20#`, price, monthly] as const),
  ),
  ...family(
    'FL-WN',
    '对焊法兰',
    '06',
    'pcs',
    MAIN,
    dn([50, 80, 100, 150, 200, 250], 85, 1.5, 30).map(([code, spec, price, monthly]) => [code, `WN ${spec} PN40 RF`, price, monthly] as const),
  ),
  ...family(
    'FM-ZF',
    '闸阀',
    '06',
    'pcs',
    MAIN,
    dn([50, 80, 100, 150, 200], 420, 14, 6).map(([code, spec, price, monthly]) => [code, `Z41H-40 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'FM-QF',
    '球阀',
    '06',
    'pcs',
    MAIN,
    dn([15, 25, 50, 80], 160, 11, 8).map(([code, spec, price, monthly]) => [code, `Q41F-40 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'FM-ZHF',
    '截止阀',
    '06',
    'pcs',
    MAIN,
    dn([25, 50, 80], 260, 10, 5).map(([code, spec, price, monthly]) => [code, `J41H-40 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'FM-DP',
    '缠绕垫片',
    '06',
    'pcs',
    MAIN,
    dn([50, 80, 100, 150], 12, 0.2, 60).map(([code, spec, price, monthly]) => [code, `${spec} PN40 304+石墨`, price, monthly] as const),
  ),
  ...family('DL-YJV', '电力电缆', '07', 'm', MAIN, [
    ['3X25', 'YJV22-0.6/1kV 3×25+1×16', 98, 300],
    ['3X35', 'YJV22-0.6/1kV 3×35+1×16', 128, 300],
    ['3X70', 'YJV22-0.6/1kV 3×70+1×35', 236, 200],
    ['3X120', 'YJV22-0.6/1kV 3×120+1×70', 385, 120],
    ['3X185', 'YJV22-0.6/1kV 3×185+1×95', 568, 80],
  ]),
  ...family('DL-KVV', '控制电缆', '07', 'm', MAIN, [
    ['4X1.5', 'KVVP-450/750V 4×1.5', 8.6, 500],
    ['7X1.5', 'KVVP-450/750V 7×1.5', 13.2, 400],
    ['10X2.5', 'KVVP-450/750V 10×2.5', 26.5, 200],
  ]),
  ...family('DL-BV', '绝缘电线', '07', 'roll', MAIN, [
    ['2.5', 'BV-450/750V 2.5mm² 100m', 215, 20],
    ['4', 'BV-450/750V 4mm² 100m', 338, 15],
    ['6', 'BV-450/750V 6mm² 100m', 498, 10],
  ]),
  ...family('DL-QJ', '电缆桥架', '07', 'm', SITE, [
    ['200', '槽式 200×100 热镀锌', 86, 150],
    ['400', '槽式 400×150 热镀锌', 148, 100],
  ]),
  ...family('FS-SBS', 'SBS改性沥青防水卷材', '08', 'm2', MAIN, [
    ['3', 'Ⅰ型 PY 3mm', 28, 800],
    ['4', 'Ⅱ型 PY 4mm', 36, 600],
  ]),
  ...family('FS-JS', 'JS防水涂料', '08', 'bucket', MAIN, [['20', 'Ⅱ型 20kg', 198, 40]]),
  ...family('BW-YM', '岩棉保温管壳', '08', 'm3', MAIN, [
    ['50', '厚50mm 容重150', 680, 15],
    ['80', '厚80mm 容重150', 690, 12],
  ]),
  ...family('BW-LPB', '镀锌铁皮', '08', 'm2', MAIN, [['05', '0.5mm', 32, 300]]),
  ...family(
    'HC-J422',
    '焊条',
    '09',
    'kg',
    MAIN,
    diameters([2.5, 3.2, 4.0], 9.8, -0.2, 300).map(([code, spec, price, monthly]) => [code, `J422 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'HC-J507',
    '焊条',
    '09',
    'kg',
    MAIN,
    diameters([2.5, 3.2, 4.0], 11.6, -0.2, 400).map(([code, spec, price, monthly]) => [code, `J507 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'HC-ER50',
    '氩弧焊丝',
    '09',
    'kg',
    MAIN,
    diameters([2.0, 2.5], 14.5, -0.3, 150).map(([code, spec, price, monthly]) => [code, `ER50-6 ${spec}`, price, monthly] as const),
  ),
  ...family(
    'HC-308',
    '不锈钢焊丝',
    '09',
    'kg',
    MAIN,
    diameters([2.0, 2.5], 68, -1, 30).map(([code, spec, price, monthly]) => [code, `ER308L ${spec}`, price, monthly] as const),
  ),
  ...family('HC-AR', '工业氩气', '09', 'pcs', SITE, [['40L', '40L 99.999%', 95, 60]]),
  ...family('HC-O2', '工业氧气', '09', 'pcs', SITE, [['40L', '40L', 45, 60]]),
  ...family('HC-C2H2', '乙炔气', '09', 'pcs', SITE, [['40L', '40L', 120, 30]]),
  ...family('WJ-LS', '高强螺栓', '10', 'set', MAIN, [
    ['M16', '10.9S M16×60', 4.8, 800],
    ['M20', '10.9S M20×70', 7.2, 800],
    ['M24', '10.9S M24×80', 11.5, 500],
  ]),
  ...family('WJ-ZL', '双头螺柱', '10', 'set', MAIN, [
    ['M16', '35CrMoA M16×110', 6.5, 400],
    ['M20', '35CrMoA M20×130', 9.8, 400],
    ['M24', '35CrMoA M24×150', 15.6, 200],
  ]),
  ...family('WJ-PZ', '膨胀螺栓', '10', 'set', MAIN, [
    ['M10', 'M10×100 镀锌', 1.2, 1000],
    ['M12', 'M12×120 镀锌', 1.8, 800],
  ]),
  ...family('WJ-QGP', '切割片', '10', 'pcs', MAIN, [
    ['350', 'Φ350×3×25.4', 18, 120],
    ['100', 'Φ100×1.2×16', 1.6, 1000],
  ]),
  ...family('WJ-MP', '磨光片', '10', 'pcs', MAIN, [['100', 'Φ100×6×16', 2.3, 800]]),
  ...family('WJ-DS', '钢丝绳', '10', 'm', SITE, [
    ['16', '6×37+FC Φ16', 12.5, 200],
    ['20', '6×37+FC Φ20', 18.6, 150],
  ]),
  ...family('WJ-XL', '卸扣', '10', 'pcs', SITE, [
    ['5T', '弓形 5t', 38, 20],
    ['10T', '弓形 10t', 86, 10],
  ]),
  ...family('AQ-AQM', '安全帽', '11', 'pcs', MAIN, [['ABS', 'ABS V型 国标', 28, 80]]),
  ...family('AQ-AQD', '安全带', '11', 'set', MAIN, [['QS', '全身式双大钩', 135, 40]]),
  ...family('AQ-WLW', '安全网', '11', 'pcs', SITE, [
    ['MM', '密目式 1.8×6m', 45, 150],
    ['PW', '平网 3×6m', 62, 60],
  ]),
  ...family('AQ-ST', '劳保手套', '11', 'pcs', MAIN, [
    ['DJ', '浸胶手套', 4.5, 1500],
    ['HG', '电焊手套 牛皮', 18, 200],
  ]),
  ...family('AQ-FGY', '反光背心', '11', 'pcs', MAIN, [['XL', '荧光黄 均码', 12, 100]]),
  ...family('AQ-MJ', '防尘口罩', '11', 'box', MAIN, [['KN95', 'KN95 50只/盒', 65, 40]]),
  ...family('QT', '砌体材料', '02', 'pcs', YARD, [
    ['JQK-200', '蒸压加气混凝土砌块 600×200×240', 4.6, 3000],
    ['JQK-100', '蒸压加气混凝土砌块 600×100×240', 2.6, 1500],
    ['SZZ', '烧结多孔砖 240×115×90', 0.62, 8000],
  ]),
  ...family(
    'GJ-TT',
    '直螺纹套筒',
    '01',
    'pcs',
    MAIN,
    diameters([16, 18, 20, 22, 25, 28, 32], 2.2, 0.6, 800).map(([code, spec, price, monthly]) => [code, `标准型 ${spec}`, price, monthly] as const),
  ),
  ...family('GJ-YMJ', '预埋件', '01', 'pcs', MAIN, [
    ['M1', '-200×200×10 4Φ12', 36, 120],
    ['M2', '-300×300×12 6Φ16', 78, 80],
  ]),
  ...family('DL-JDL', '接地扁钢', '07', 'm', YARD, [
    ['40X4', '-40×4 热镀锌', 9.5, 400],
    ['25X4', '-25×4 热镀锌', 6.2, 300],
  ]),
  ...family('DL-PX', '配电箱', '07', 'pcs', MAIN, [
    ['JX1', '三级箱 JXF-400×300', 680, 4],
    ['JX2', '二级箱 JXF-800×600', 2150, 2],
  ]),
  ...family('DL-ZMD', 'LED投光灯', '07', 'pcs', MAIN, [['200W', '200W IP66', 265, 10]]),
  ...family('BW-JYW', '聚氨酯泡沫', '08', 'm3', MAIN, [['40', '容重40kg/m³', 820, 8]]),
  ...family('BW-BL', '玻璃棉毡', '08', 'm2', MAIN, [['50', '厚50mm 带铝箔', 18, 300]]),
  ...family('FS-ZSD', '止水带', '08', 'm', MAIN, [
    ['GB', '钢板止水带 -300×3', 28, 200],
    ['XJ', '橡胶止水带 300×8', 36, 150],
  ]),
  ...family('WJ-TS', '铁丝', '10', 'kg', MAIN, [
    ['22', '22# 火烧丝', 6.8, 300],
    ['8', '8# 镀锌铁丝', 6.2, 200],
  ]),
  ...family('WJ-DDZ', '电钻钻头', '10', 'pcs', MAIN, [
    ['10', '冲击钻头 Φ10', 8.5, 60],
    ['14', '冲击钻头 Φ14', 12, 40],
  ]),
  ...family('YQ-TL', '管道标识色环漆', '12', 'kg', MAIN, [
    ['H', '醇酸调和漆 黄', 22, 40],
    ['L', '醇酸调和漆 绿', 22, 40],
    ['R', '醇酸调和漆 红', 22, 40],
  ]),
  ...family('AQ-MHQ', '灭火器', '11', 'pcs', SITE, [
    ['4KG', 'MFZ/ABC4 干粉', 78, 20],
    ['8KG', 'MFZ/ABC8 干粉', 128, 10],
  ]),
  ...family('YQ-FXQ', '防锈底漆', '12', 'kg', MAIN, [
    ['HTFX', '环氧富锌底漆', 42, 300],
    ['TFX', '铁红醇酸防锈漆', 18, 200],
  ]),
  ...family('YQ-ZJQ', '中间漆', '12', 'kg', MAIN, [['HYYT', '环氧云铁中间漆', 35, 250]]),
  ...family('YQ-MQ', '面漆', '12', 'kg', MAIN, [
    ['JJZ', '丙烯酸聚氨酯面漆 灰', 48, 200],
    ['FH', '超薄型钢结构防火涂料', 26, 400],
  ]),
  ...family('YQ-XSJ', '稀释剂', '12', 'kg', MAIN, [['HY', '环氧稀释剂', 16, 100]]),
];
