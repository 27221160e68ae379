/**
 * Font subsets written without waiting on timers. Fontkit writes a subset through a stream that starts on the next
 * tick, and its bundled `process.nextTick` is a `setTimeout(…, 0)`: every hop waits at least a millisecond, far more on a
 * busy machine, and a sheet writes two subsets. Here the subset is encoded at once into the same kind of stream
 * fontkit uses, and its bytes are handed to pdf-lib on a microtask: the same bytes, without the idle waits.
 */
import type { Font, Subset, SubsetStream } from '@pdf-lib/fontkit';

/** What fontkit's stream is: a readable stream of the encoded font that can be drained at once once ended. */
interface EncodeStream {
  end(): void;
  read(): Uint8Array | null;
}

/** A subset with fontkit's (untyped) synchronous encoder. */
interface EncodableSubset extends Subset {
  encode(stream: EncodeStream): void;
}

function isEncodable(subset: Subset): subset is EncodableSubset {
  return 'encode' in subset && typeof subset.encode === 'function';
}

function isStreamClass(value: unknown): value is new () => EncodeStream {
  if (typeof value !== 'function' || !('prototype' in value)) return false;
  const proto: unknown = value.prototype;
  return typeof proto === 'object' && proto !== null && 'read' in proto && typeof proto.read === 'function' && 'end' in proto;
}

/** Fontkit's stream class, found once from the stream one throw-away subset returns (its own encode is harmless). */
let streamClass: (new () => EncodeStream) | null | undefined;

function encodeStreamClass(create: () => Subset): (new () => EncodeStream) | null {
  if (streamClass === undefined) {
    const probe: unknown = create().encodeStream();
    const ctor = typeof probe === 'object' && probe !== null ? probe.constructor : undefined;
    streamClass = isStreamClass(ctor) ? ctor : null;
  }
  return streamClass;
}

/**
 * The subset encoded now, as a stream of one chunk delivered on a microtask to whoever listens by then. An encoding
 * error is thrown here, inside pdf-lib's promise executor, so the save rejects with it.
 */
function encodedNow(subset: EncodableSubset, Stream: new () => EncodeStream): SubsetStream {
  const stream = new Stream();
  subset.encode(stream);
  stream.end();
  const bytes = stream.read() ?? new Uint8Array(0);
  const handlers: Record<'data' | 'end', ((data: Uint8Array) => unknown)[]> = { data: [], end: [] };
  queueMicrotask(() => {
    for (const handler of handlers.data) handler(bytes);
    for (const handler of handlers.end) handler(new Uint8Array(0));
  });
  const result: SubsetStream = {
    on: (eventType: string, callback: (data: Uint8Array) => unknown) => {
      if (eventType === 'data' || eventType === 'end') handlers[eventType].push(callback);
      return result;
    },
  };
  return result;
}

/** Makes the font's subsets encode at once (see the file comment); falls back to fontkit's stream if it cannot. */
export function withSyncSubsets(font: Font): Font {
  const create = font.createSubset.bind(font);
  font.createSubset = (): Subset => {
    const subset = create();
    const Stream = encodeStreamClass(create);
    if (Stream && isEncodable(subset)) subset.encodeStream = () => encodedNow(subset, Stream);
    return subset;
  };
  return font;
}
