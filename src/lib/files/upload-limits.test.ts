import { describe, expect, test } from 'vitest';
import { ACCEPTED_EXTENSIONS, checkPickedFiles } from './upload-limits.ts';
import { limitMessage } from '../../components/uploader/limits/limit-text.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });
const roomy = { existing: 0, remaining: 1024 * MB };

describe('checking picked files against the upload limits', () => {
  test('accepts every supported extension in any case', () => {
    const names = ['a.stl', 'b.OBJ', 'c.3mf', 'd.step', 'e.STP', 'f.iges', 'g.igs', 'h.zip'];
    expect(checkPickedFiles(names.map((name) => file(name)), roomy)).toEqual({ accepted: names.map((name) => file(name)), rejected: [] });
  });

  test('refuses an unsupported format and names the file', () => {
    const { accepted, rejected } = checkPickedFiles([file('drawing.dwg'), file('part.stl'), file('README')], roomy);
    expect(accepted).toEqual([file('part.stl')]);
    expect(rejected.map(limitMessage)).toEqual([
      '「drawing.dwg」的格式不支持，请上传 STL、OBJ、3MF、STEP/STP、IGES/IGS 或 ZIP 文件',
      '「README」的格式不支持，请上传 STL、OBJ、3MF、STEP/STP、IGES/IGS 或 ZIP 文件',
    ]);
  });

  test('refuses a file over 100 MB but takes one of exactly 100 MB', () => {
    const { accepted, rejected } = checkPickedFiles([file('big.stl', 100 * MB + 1), file('edge.stl', 100 * MB)], roomy);
    expect(accepted).toEqual([file('edge.stl', 100 * MB)]);
    expect(rejected.map(limitMessage)).toEqual(['「big.stl」大小为 100.0 MB，超过单个文件 100 MB 的上限']);
  });

  test('names the size of a much larger file', () => {
    const [problem] = checkPickedFiles([file('huge.3mf', 250 * MB)], roomy).rejected;
    expect(problem && limitMessage(problem)).toBe('「huge.3mf」大小为 250.0 MB，超过单个文件 100 MB 的上限');
  });

  test('takes pictures and PDFs as a design request\'s references only, up to 20 MB each', () => {
    const reference = { ...roomy, purpose: 'reference' as const };
    const names = ['sketch.jpg', 'photo.JPEG', 'scan.png', 'shot.webp', 'brief.pdf', 'part.stl'];
    expect(checkPickedFiles(names.map((name) => file(name)), reference).rejected).toEqual([]);
    expect(checkPickedFiles([file('sketch.jpg')], roomy).rejected.map(limitMessage)).toEqual([
      '「sketch.jpg」的格式不支持，请上传 STL、OBJ、3MF、STEP/STP、IGES/IGS 或 ZIP 文件',
    ]);
    const { accepted, rejected } = checkPickedFiles([file('big.png', 20 * MB + 1), file('edge.pdf', 20 * MB), file('anim.gif'), file('large.stl', 60 * MB)], reference);
    expect(accepted.map((f) => f.name)).toEqual(['edge.pdf', 'large.stl']);
    expect(rejected.map(limitMessage)).toEqual([
      '「big.png」大小为 20.0 MB，超过单个文件 20 MB 的上限',
      '「anim.gif」的格式不支持，请上传 JPG、PNG、WebP 图片、PDF 或 STL、OBJ、3MF、STEP/STP、IGES/IGS、ZIP 文件',
    ]);
  });

  test('refuses an empty file', () => {
    const [problem] = checkPickedFiles([file('blank.stl', 0)], roomy).rejected;
    expect(problem && limitMessage(problem)).toBe('「blank.stl」是空文件，无法上传');
  });

  test('takes files up to the 20th of the draft and refuses the rest by name', () => {
    const picked = Array.from({ length: 5 }, (_, index) => file(`part-${index + 1}.stl`));
    const { accepted, rejected } = checkPickedFiles(picked, { existing: 17, remaining: null });
    expect(accepted.map((entry) => entry.name)).toEqual(['part-1.stl', 'part-2.stl', 'part-3.stl']);
    expect(rejected.map(limitMessage)).toEqual(['「part-4.stl」未添加：每个报价最多 20 个文件', '「part-5.stl」未添加：每个报价最多 20 个文件']);
  });

  test('a refused file takes no place among the 20', () => {
    const { accepted } = checkPickedFiles([file('bad.dwg'), file('good.stl')], { existing: 19, remaining: null });
    expect(accepted).toEqual([file('good.stl')]);
  });

  test("refuses a file the shop's remaining storage cannot hold, and still takes smaller ones after it", () => {
    const { accepted, rejected } = checkPickedFiles([file('a.stl', 300 * 1024), file('b.stl', 300 * 1024), file('c.stl', 100 * 1024)], { existing: 0, remaining: 512 * 1024 });
    expect(accepted.map((entry) => entry.name)).toEqual(['a.stl', 'c.stl']);
    expect(rejected.map(limitMessage)).toEqual(['「b.stl」未添加：文件大小 300.0 KB，超出店铺剩余存储空间 212.0 KB']);
  });

  test('does not add a file the draft holds, or the same file picked twice at once, and says so', () => {
    const { accepted, rejected } = checkPickedFiles([file('a.stl', 684), file('b.stl', 684), file('a.stl', 700), file('b.stl', 684)], { ...roomy, present: [file('a.stl', 684)] });
    expect(accepted).toEqual([file('b.stl', 684), file('a.stl', 700)]);
    expect(rejected.map(limitMessage)).toEqual(['「a.stl」已在列表中（同名同大小），未重复添加', '「b.stl」已在列表中（同名同大小），未重复添加']);
  });

  test('the accept attribute lists every extension', () => {
    expect(ACCEPTED_EXTENSIONS).toBe('.stl,.obj,.3mf,.step,.stp,.iges,.igs,.zip');
  });
});
