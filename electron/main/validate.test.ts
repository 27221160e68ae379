import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../core/documents/limits';
import { MAX_SECRET_BYTES, SECRET_UNOPENABLE } from '../ipc-contract';
import {
  IpcArgumentError,
  MAX_SEALED_CHARS,
  validateNull,
  validateOpenFile,
  validateOpenSecret,
  validateSaveFile,
  validateSavePdf,
  validateSealSecret,
} from './validate';

/** The sentence a validator refuses `value` with; fails the test when it accepts it. */
function refusal(validate: (value: unknown) => unknown, value: unknown): string {
  try {
    validate(value);
  } catch (error) {
    if (error instanceof IpcArgumentError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)?.slice(0, 80)}`);
}

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');

/** Values that are not a request object at all. */
const NOT_OBJECTS: unknown[] = [undefined, null, 0, Infinity, NaN, 'file:save', true, [], [{ kind: 'character' }], () => 1, Symbol('x')];

describe('validateNull (app:info)', () => {
  it('accepts no argument', () => {
    expect(validateNull(null)).toBeNull();
    expect(validateNull(undefined)).toBeNull();
  });
  it.each([0, '', false, {}, [], 'x'])('refuses %j', (value) => {
    expect(refusal(validateNull, value)).toBe('This request takes no arguments.');
  });
});

describe('validateSaveFile (file:save)', () => {
  const good = { kind: 'character', suggestedName: 'Black Leaf', content: '{"format":"sheetsmith"}' };

  it('accepts a well-formed request and returns only the known fields', () => {
    expect(validateSaveFile({ ...good, path: '/etc/passwd', extra: 1 })).toEqual(good);
    expect(validateSaveFile({ ...good, kind: 'backup', content: '' })).toEqual({ ...good, kind: 'backup', content: '' });
  });

  it.each(NOT_OBJECTS)('refuses a request that is not an object: %s', (value) => {
    expect(refusal(validateSaveFile, value)).toBe('Save request is malformed.');
  });

  it('refuses content that is not text', () => {
    for (const content of [undefined, null, 42, ['a'], { toString: () => 'x' }, new Uint8Array([1])]) {
      expect(refusal(validateSaveFile, { ...good, content })).toBe('Save request has no text content.');
    }
  });

  it('refuses an unknown or disguised file kind', () => {
    for (const kind of [undefined, '', 'Character', 'character ', 'pdf', 'exe', '__proto__', 'toString', ['character'], 0]) {
      expect(refusal(validateSaveFile, { ...good, kind })).toBe('Unknown file kind.');
    }
  });

  it('refuses a missing, empty, non-text or overlong suggested name', () => {
    for (const suggestedName of [undefined, '', 7, null, 'x'.repeat(201), ['a']]) {
      expect(refusal(validateSaveFile, { ...good, suggestedName })).toBe('A file name of 1 to 200 characters is needed.');
    }
    // A hostile name is accepted here: main turns it into a safe file name (safeFileName) before use.
    expect(validateSaveFile({ ...good, suggestedName: '../../etc/passwd' }).suggestedName).toBe('../../etc/passwd');
  });

  it('refuses text over the one file limit, counted in UTF-8 bytes', () => {
    // 'é' is two bytes: this string has fewer characters than the limit but more bytes.
    const wide = 'é'.repeat(MAX_FILE_BYTES / 2 + 1);
    expect(wide.length).toBeLessThan(MAX_FILE_BYTES);
    expect(refusal(validateSaveFile, { ...good, content: wide })).toBe('The file is too large to save.');
  });

  it('refuses text that cannot be written as UTF-8 without changing it (a lone surrogate)', () => {
    expect(refusal(validateSaveFile, { ...good, content: '{"name":"\uD800"}' })).toBe('The text to save is not valid Unicode.');
    expect(refusal(validateSaveFile, { ...good, content: '\uDC00' })).toBe('The text to save is not valid Unicode.');
    expect(validateSaveFile({ ...good, content: '🐉' }).content).toBe('🐉');
  });
});

describe('validateOpenFile (file:open)', () => {
  it('accepts known kinds, each once', () => {
    expect(validateOpenFile({ kinds: ['character', 'campaign'] })).toEqual({ kinds: ['character', 'campaign'] });
    expect(validateOpenFile({ kinds: ['backup', 'backup'] })).toEqual({ kinds: ['backup'] });
  });

  it.each([...NOT_OBJECTS, {}, { kinds: [] }, { kinds: 'character' }, { kinds: { 0: 'character', length: 1 } }])(
    'refuses %s',
    (value) => {
      expect(refusal(validateOpenFile, value)).toBe('Open request names no file kinds.');
    },
  );

  it('refuses unknown kinds and floods of kinds', () => {
    expect(refusal(validateOpenFile, { kinds: ['character', 'exe'] })).toBe('Unknown file kind.');
    expect(refusal(validateOpenFile, { kinds: [null] })).toBe('Unknown file kind.');
    expect(refusal(validateOpenFile, { kinds: new Array(1_000_000).fill('character') })).toBe('Open request names too many file kinds.');
  });
});

describe('validateSavePdf (pdf:save)', () => {
  const good = { suggestedName: 'Black Leaf', bytes: PDF };

  it('accepts PDF bytes', () => {
    expect(validateSavePdf(good)).toEqual(good);
  });

  it.each(NOT_OBJECTS)('refuses a request that is not an object: %s', (value) => {
    expect(refusal(validateSavePdf, value)).toBe('PDF request is malformed.');
  });

  it('refuses missing, empty or non-byte content', () => {
    for (const bytes of [undefined, null, '%PDF-1.7', [37, 80, 68, 70, 45], new Uint8Array(0), PDF.buffer, { length: 5 }]) {
      expect(refusal(validateSavePdf, { ...good, bytes })).toBe('PDF request has no bytes.');
    }
  });

  it('refuses bytes that are not a PDF: a character file, a script, an executable', () => {
    const enc = new TextEncoder();
    for (const bytes of [enc.encode('{"format":"sheetsmith"}'), enc.encode('#!/bin/sh\nrm -rf ~'), new Uint8Array([0x4d, 0x5a, 0x90, 0]), enc.encode('%PDF'), enc.encode(' %PDF-1.7')]) {
      expect(refusal(validateSavePdf, { ...good, bytes })).toBe('Only a PDF can be saved as a PDF.');
    }
  });

  it('refuses a PDF over the one file limit', () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PDF);
    expect(refusal(validateSavePdf, { ...good, bytes: big })).toBe('The PDF is too large to save.');
  });

  it('refuses a bad suggested name', () => {
    expect(refusal(validateSavePdf, { ...good, suggestedName: '' })).toBe('A file name of 1 to 200 characters is needed.');
  });
});

describe('validateSealSecret (secret:seal)', () => {
  it('accepts text up to the limit in UTF-8 bytes, and returns only the text', () => {
    expect(validateSealSecret({ text: 'hunter2', kind: 'admin' })).toEqual({ text: 'hunter2' });
    expect(validateSealSecret({ text: '' })).toEqual({ text: '' });
    expect(validateSealSecret({ text: '🐉'.repeat(MAX_SECRET_BYTES / 4) }).text).toHaveLength(MAX_SECRET_BYTES / 2);
  });

  it.each(NOT_OBJECTS)('refuses a request that is not an object: %s', (value) => {
    expect(refusal(validateSealSecret, value)).toBe('Seal request is malformed.');
  });

  it('refuses text that is not a string, too long, or not valid Unicode', () => {
    for (const text of [undefined, null, 1, ['a'], { toString: () => 'a' }]) expect(refusal(validateSealSecret, { text })).toBe('Seal request has no text.');
    // Fewer characters than the limit, more bytes.
    expect(refusal(validateSealSecret, { text: '🐉'.repeat(MAX_SECRET_BYTES / 4 + 1) })).toBe('A password longer than 4096 bytes cannot be kept.');
    expect(refusal(validateSealSecret, { text: '\uDC00pass' })).toBe('The password is not valid Unicode.');
  });
});

describe('validateOpenSecret (secret:open)', () => {
  it('accepts canonical base64 up to the limit', () => {
    for (const value of ['djEw', 'djEwAA==', 'djEwAAA=', 'A'.repeat(MAX_SEALED_CHARS)]) expect(validateOpenSecret({ value, sealed: true })).toEqual({ value });
  });

  it.each(NOT_OBJECTS)('refuses a request that is not an object: %s', (value) => {
    expect(refusal(validateOpenSecret, value)).toBe('Unlock request is malformed.');
  });

  it('refuses a value that is not a string', () => {
    for (const value of [undefined, null, 0, new Uint8Array([1])]) expect(refusal(validateOpenSecret, { value })).toBe('Unlock request has no sealed text.');
  });

  it('answers what safeStorage never wrote (empty, not base64, too long) as a secret that cannot be unlocked', () => {
    for (const value of ['', 'djE', 'djEw=', 'dj Ew', 'djEw\n', 'dj-_', '====', 'A'.repeat(MAX_SEALED_CHARS + 4)]) {
      expect(refusal(validateOpenSecret, { value })).toBe(SECRET_UNOPENABLE);
    }
  });
});
