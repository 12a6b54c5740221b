import { initials } from './initials';

test.each([
  ['Ada Lovelace', 'AL'],
  ['  ada   lovelace  king ', 'AL'],
  ['Nadia 🚀Rocket', 'N🚀'],
  ['👩‍💻 Dev', '👩‍💻D'],
  ['🇫🇷 France', '🇫🇷F'],
  ['E\u0301mile Zola', 'E\u0301Z'],
  ['', ''],
])('initials(%j) is %j', (name, expected) => {
  expect(initials(name)).toBe(expected);
});
