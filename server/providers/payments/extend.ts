/** The adapter with some methods replaced; the rest (and their `this`) still its own, whatever kind of object it is. */
export const extend = <T extends object>(adapter: T, replaced: Partial<T>): T => Object.assign(Object.create(adapter) as T, replaced);
