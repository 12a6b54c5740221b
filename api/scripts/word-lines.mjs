// Words set as lines of a generated module's template string (scripts/everyday-words.mjs,
// scripts/british-spellings.mjs): space-separated, at most LINE_WIDTH characters a line.
const LINE_WIDTH = 140;

export function wordLines(words) {
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join('\n');
}
