import { describe, expect, it, vi } from 'vitest';
import { createEventBus, eventBus } from './bus';

describe('event bus', () => {
  it('delivers a payload to each subscriber until it unsubscribes', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('theme_changed', listener);
    bus.emit('theme_changed', { userId: 'u1', theme: 'dark' });
    off();
    bus.emit('theme_changed', { userId: 'u1', theme: 'light' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ userId: 'u1', theme: 'dark' });
  });

  it('keeps delivering to other listeners when one throws, and does not throw to the emitter', () => {
    const bus = createEventBus();
    const after = vi.fn();
    bus.on('theme_changed', () => {
      throw new Error('listener bug');
    });
    bus.on('theme_changed', after);
    expect(() => bus.emit('theme_changed', { userId: 'u1', theme: 'system' })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('is one shared instance per process', () => {
    expect(eventBus()).toBe(eventBus());
  });
});
