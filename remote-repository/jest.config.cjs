module.exports = { preset: '@app/shared' };
