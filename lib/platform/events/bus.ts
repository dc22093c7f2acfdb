import { EventEmitter } from 'node:events';
import { log } from '@/lib/platform/log';
import type { Theme } from '@/lib/platform/theme';

/** Every in-process event and its payload: no route exposes them (docs/api-contract.md). */
export interface DomainEvents {
  theme_changed: { userId: string; theme: Theme };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventListener<K extends DomainEventName> = (payload: DomainEvents[K]) => void;

export interface EventBus {
  /** Subscribes and returns the matching unsubscribe function. */
  on<K extends DomainEventName>(name: K, listener: DomainEventListener<K>): () => void;
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  // Subscribers are modules, not requests; lift the default of 10 so many features can listen.
  emitter.setMaxListeners(100);
  return {
    on(name, listener) {
      // A failing listener must not turn the emitter's already-committed write into an error.
      const guarded = (payload: DomainEvents[typeof name]) => {
        try {
          listener(payload);
        } catch (error) {
          log.error({ err: error, event: name }, 'event listener failed');
        }
      };
      emitter.on(name, guarded);
      return () => {
        emitter.off(name, guarded);
      };
    },
    emit(name, payload) {
      emitter.emit(name, payload);
    },
  };
}

// One bus per process: Next may load this module into several route bundles, so it lives on globalThis.
const globalForBus = globalThis as unknown as { statecraftEventBus?: EventBus };

export function eventBus(): EventBus {
  globalForBus.statecraftEventBus ??= createEventBus();
  return globalForBus.statecraftEventBus;
}
