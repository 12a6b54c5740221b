import { uploadRejection } from './uploadRules';

function file(name: string, size: number) {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

test('the types the repository takes pass, whatever the case of their extension', () => {
  for (const name of ['a.pdf', 'b.DOCX', 'c.xlsx', 'd.csv', 'e.txt', 'f.md', 'g.png', 'h.jpg', 'i.jpeg', 'no-extension']) {
    expect(uploadRejection(file(name, 10))).toBeNull();
  }
});

test('another extension, an empty file and one over the limit are refused before sending', () => {
  expect(uploadRejection(file('setup.exe', 10))).toBe('Files of type .exe cannot be uploaded. Upload pdf, docx, xlsx, csv, txt, md, png or jpg files.');
  expect(uploadRejection(file('empty.pdf', 0))).toBe('This file is empty.');
  expect(uploadRejection(file('big.pdf', 50 * 1024 * 1024))).toBeNull();
  expect(uploadRejection(file('bigger.pdf', 50 * 1024 * 1024 + 1))).toBe('This file is larger than the 50 MB upload limit.');
});
