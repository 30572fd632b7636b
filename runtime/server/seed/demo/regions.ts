/** County-level places labourers commonly come from, with their real administrative codes. */
export interface Region {
  code: string;
  province: string;
  city: string;
  county: string;
}

export const REGIONS: readonly Region[] = [
  { code: '320382', province: '江苏省', city: '徐州市', county: '邳州市' },
  { code: '321323', province: '江苏省', city: '宿迁市', county: '泗阳县' },
  { code: '320923', province: '江苏省', city: '盐城市', county: '阜宁县' },
  { code: '341221', province: '安徽省', city: '阜阳市', county: '临泉县' },
  { code: '341623', province: '安徽省', city: '亳州市', county: '利辛县' },
  { code: '410523', province: '河南省', city: '安阳市', county: '汤阴县' },
  { code: '411522', province: '河南省', city: '信阳市', county: '光山县' },
  { code: '421126', province: '湖北省', city: '黄冈市', county: '蕲春县' },
  { code: '430621', province: '湖南省', city: '岳阳市', county: '岳阳县' },
  { code: '511321', province: '四川省', city: '南充市', county: '南部县' },
  { code: '360726', province: '江西省', city: '赣州市', county: '安远县' },
  { code: '370983', province: '山东省', city: '泰安市', county: '肥城市' },
  { code: '130632', province: '河北省', city: '保定市', county: '安新县' },
  { code: '450881', province: '广西壮族自治区', city: '贵港市', county: '桂平市' },
  { code: '500235', province: '重庆市', city: '重庆市', county: '云阳县' },
  { code: '330282', province: '浙江省', city: '宁波市', county: '慈溪市' },
];
