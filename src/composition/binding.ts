import { ContainerModule } from 'inversify';
import type { Id } from './identifiers';

/** Resolves another binding by its typed identifier. */
export type Get = <T>(identifier: Id<T>) => T;

/** Binds one identifier to a singleton built on first use from other bindings. */
export type Provide = <T>(identifier: Id<T>, make: (get: Get) => T) => void;

/**
 * One family of bindings (an inversify container module): each `provide` is a singleton, built
 * the first time something asks for it, so a test that overrides a port never builds the real one.
 */
export function family(register: (provide: Provide) => void): ContainerModule {
  return new ContainerModule(({ bind }) => {
    register((identifier, make) => {
      bind(identifier)
        .toDynamicValue((context) => make((other) => context.get(other)))
        .inSingletonScope();
    });
  });
}
