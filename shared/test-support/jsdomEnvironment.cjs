// jsdom without the web platform pieces that Node has and react-router's data router needs
// (Request, Response, TextEncoder, ...): lend it Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'structuredClone'];

class JsdomWithNodeWebGlobals extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of NODE_WEB_GLOBALS) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeWebGlobals;
