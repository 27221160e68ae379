import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

/**
 * The `electronFuses:` block of the builder config as key → value. The block is flat `key: true|false` lines, so a
 * line reader is enough (and fails loudly on anything else rather than guessing).
 */
function fusesFromConfig(): Map<string, boolean> {
  const lines = readFileSync('build/electron-builder.yml', 'utf8').split('\n');
  const start = lines.findIndex((l) => l === 'electronFuses:');
  if (start < 0) throw new Error('build/electron-builder.yml has no top-level electronFuses: block');
  const fuses = new Map<string, boolean>();
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    const match = /^ {2}([A-Za-z]+): (true|false)\s*$/.exec(line);
    if (!match?.[1]) throw new Error(`unexpected line in electronFuses: ${line}`);
    fuses.set(match[1], match[2] === 'true');
  }
  return fuses;
}

describe('Electron fuses in the builder config', () => {
  const fuses = fusesFromConfig();

  it('turn off every way of running the binary as a plain Node runtime', () => {
    expect(fuses.get('runAsNode')).toBe(false);
    expect(fuses.get('enableNodeOptionsEnvironmentVariable')).toBe(false);
    expect(fuses.get('enableNodeCliInspectArguments')).toBe(false);
  });

  it('load the app only from its asar archive, with integrity validation on', () => {
    expect(fuses.get('onlyLoadAppFromAsar')).toBe(true);
    expect(fuses.get('enableEmbeddedAsarIntegrityValidation')).toBe(true);
    expect(fuses.get('grantFileProtocolExtraPrivileges')).toBe(false);
    // Only-from-asar needs the app packed as an asar at all.
    expect(readFileSync('build/electron-builder.yml', 'utf8')).toMatch(/^asar: true$/m);
  });

  it('use only option names electron-builder knows (a misspelt fuse would be no fuse)', () => {
    const scheme = JSON.parse(readFileSync('node_modules/app-builder-lib/scheme.json', 'utf8')) as {
      definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
    };
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    expect(fuses.size).toBeGreaterThanOrEqual(6);
    for (const name of fuses.keys()) expect(known).toContain(name);
  });
});
