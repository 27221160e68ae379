// Bundles the Electron main process and the preload into CommonJS files under dist-electron/.
// Bundling (rather than tsc) lets main import core/ ESM code and keeps the packaged app free of node_modules.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: ['electron'],
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist-electron/main.cjs' });
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist-electron/preload.cjs' });
console.log('Built dist-electron/main.cjs and dist-electron/preload.cjs');
