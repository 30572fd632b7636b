import type { Random } from '../random';

// Common surnames, most frequent first; the first ones are drawn more often, as in real rosters.
const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '金',
  '石', '廖', '贾', '夏', '韦', '付', '方', '白', '邹', '孟', '熊', '秦', '邱', '江', '尹', '薛', '段', '雷', '侯', '龙',
];
const MALE_CHARS = [...'伟强军磊洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆旭宁龙林建国志海文东春德成福永庆祥忠兵峰亮金山树生远荣贵'];
const FEMALE_CHARS = [...'芳娜敏静丽艳娟霞秀英玲桂兰萍燕红梅琳雪婷慧莉凤洁琴云翠珍'];

/** A realistic full name: a surname and one or two given-name characters fitting the sex. */
export function chineseName(random: Random, sex: 'male' | 'female'): string {
  const surname = random.chance(0.6) ? SURNAMES[random.int(0, 19)] : random.pick(SURNAMES);
  const chars = sex === 'male' ? MALE_CHARS : FEMALE_CHARS;
  const given = random.chance(0.35) ? random.pick(chars) : random.pick(chars) + random.pick(chars);
  return surname + given;
}
