const { buildSummary } = require('./build-summary-plugin.cjs');

describe('the one line a production build prints', () => {
  it('names the app, its time, and the served scripts and stylesheets raw and gzipped', () => {
    const line = buildSummary('host', 41.26, [
      ['main.js', 2048],
      ['main.js.gz', 1024],
      ['main.js.br', 900],
      ['573.1a2b3c4d.js', 10240],
      ['573.1a2b3c4d.js.gz', 3072],
      ['fonts.css', 1024],
      ['index.html', 500],
      ['index.html.gz', 300],
      ['assets/logo.1a2b3c4d.svg', 4096],
    ]);
    expect(line).toBe('Built host in 41.3 s: 13 KB (4 KB gzip) of scripts and stylesheets in 3 files');
  });

  it('leaves gzip out when the build wrote no copies', () => {
    expect(buildSummary('remote-billing', 2, [['remoteEntry.js', 5120]])).toBe('Built remote-billing in 2.0 s: 5 KB of scripts and stylesheets in 1 file');
  });
});
