import { describe, expect, it } from 'vitest';
import { EventBus } from './events';

describe('the event bus', () => {
  it('delivers to listeners until they stop, and counts them', () => {
    const bus = new EventBus();
    let heard = 0;
    const off = bus.on('export-pdf', () => heard++);
    expect(bus.emit('export-pdf', undefined)).toBe(1);
    expect(heard).toBe(1);
    off();
    expect(bus.emit('export-pdf', undefined)).toBe(0);
    expect(heard).toBe(1);
  });
});
