import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../shared/cases/case-constants';
import { addFiles, perFileProgress } from './file-checks';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('file checks (flows §5, §9)', () => {
  it('keeps allowed files and refuses the others one by one with their reason', () => {
    const { files, refused } = addFiles(
      [],
      [
        file('photo.png', 1000, 'image/png'),
        file('virus.exe', 10, 'application/x-msdownload'),
        file('huge.pdf', MAX_FILE_BYTES + 1, 'application/pdf'),
        file('clip.mov', 5000, ''),
      ],
    );
    expect(files.map((kept) => kept.name)).toEqual(['photo.png', 'clip.mov']);
    expect(refused).toEqual([
      { name: 'virus.exe', reason: 'unsupportedFileType' },
      { name: 'huge.pdf', reason: 'fileSize' },
    ]);
  });

  it('refuses a sixth file and anything past 100 MB in all', () => {
    const five = Array.from({ length: 5 }, (_, index) => file(`${index}.jpg`, 10, 'image/jpeg'));
    expect(addFiles(five, [file('6.jpg', 10, 'image/jpeg')]).refused).toEqual([
      { name: '6.jpg', reason: 'tooManyFiles' },
    ]);
    const big = Array.from({ length: 4 }, (_, index) => file(`${index}.mp4`, 20_000_000, 'video/mp4'));
    expect(addFiles(big, [file('last.mp4', 20_000_001, 'video/mp4')]).refused).toEqual([
      { name: 'last.mp4', reason: 'totalFileSize' },
    ]);
  });

  it('counts the files already attached to an errand being changed', () => {
    const attached = Array.from({ length: 4 }, () => ({ size: 20_000_000 }));
    const added = [file('a.jpg', 10, 'image/jpeg'), file('b.jpg', 10, 'image/jpeg')];
    expect(addFiles([], added, attached)).toEqual({
      files: [added[0]],
      refused: [{ name: 'b.jpg', reason: 'tooManyFiles' }],
    });
    expect(addFiles([], [file('big.mp4', 20_000_001, 'video/mp4')], attached).refused).toEqual([
      { name: 'big.mp4', reason: 'totalFileSize' },
    ]);
  });

  it('splits the upload progress over the files in body order', () => {
    // 100 bytes of fields, then files of 100 and 300 bytes.
    expect(perFileProgress([100, 300], 50, 500)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 150, 500)).toEqual([50, 0]);
    expect(perFileProgress([100, 300], 350, 500)).toEqual([100, 50]);
    expect(perFileProgress([100, 300], 500, 500)).toEqual([100, 100]);
  });
});
