/**
 * Loaded with `--require` (through NODE_OPTIONS, so every Node process of a command has it): any attempt to start a
 * browser, or the browser check, throws. The test command runs the production build under it, and
 * tests/unit/diagrams-no-browser.test.ts the diagram pipeline, so that a build step needing a browser fails the tests
 * instead of failing on a host's build image. A request caught and swallowed by the code that made it is still
 * recorded in the file named by BROWSER_GUARD_LOG, when set.
 */
const childProcess = require('node:child_process');
const fs = require('node:fs');
const {syncBuiltinESMExports} = require('node:module');

const BROWSER = /chrom(e|ium)|check-browser|msedge|firefox|playwright/i;

function guarded(name, original) {
  return function guardedCall(file, ...rest) {
    const args = Array.isArray(rest[0]) ? rest[0] : [];
    const command = [String(file), ...args.map(String)].join(' ');
    if (BROWSER.test(command)) {
      const message = `A browser was requested where none may be needed: child_process.${name}(${command.slice(0, 200)})`;
      if (process.env.BROWSER_GUARD_LOG) fs.appendFileSync(process.env.BROWSER_GUARD_LOG, `${message}\n`);
      throw new Error(message);
    }
    return original.call(this, file, ...rest);
  };
}

for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']) {
  childProcess[name] = guarded(name, childProcess[name]);
}
syncBuiltinESMExports();
