module.exports = { preset: './jest-preset.cjs' };
