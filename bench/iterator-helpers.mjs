// Iterator helpers (ES2025: iterator.map(), .filter(), .reduce(), .toArray()…) for Node 20, which lacks them.
// Lighthouse 13 asks for Node ≥ 22.19 and its trace engine calls them in a few insights (duplicated JavaScript,
// legacy JavaScript, third parties); without them those insights end in a TypeError while everything else works.
// Installed only where missing, on the prototype every built-in iterator (arrays, maps, sets, generators) inherits.
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

const helpers = {
  *map(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) yield fn(value, index++);
  },
  *filter(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) if (fn(value, index++)) yield value;
  },
  *flatMap(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) yield* fn(value, index++);
  },
  *take(limit) {
    if (limit <= 0) return;
    let taken = 0;
    for (const value of { [Symbol.iterator]: () => this }) {
      yield value;
      if (++taken >= limit) return;
    }
  },
  *drop(count) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) if (index++ >= count) yield value;
  },
  reduce(fn, ...initial) {
    let index = 0;
    let accumulator;
    let started = initial.length > 0;
    if (started) accumulator = initial[0];
    for (const value of { [Symbol.iterator]: () => this }) {
      if (started) accumulator = fn(accumulator, value, index);
      else [accumulator, started] = [value, true];
      index += 1;
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return accumulator;
  },
  toArray() {
    return [...{ [Symbol.iterator]: () => this }];
  },
  forEach(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) fn(value, index++);
  },
  some(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) if (fn(value, index++)) return true;
    return false;
  },
  every(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) if (!fn(value, index++)) return false;
    return true;
  },
  find(fn) {
    let index = 0;
    for (const value of { [Symbol.iterator]: () => this }) if (fn(value, index++)) return value;
    return undefined;
  },
};

for (const [name, fn] of Object.entries(helpers)) {
  if (!(name in IteratorPrototype)) Object.defineProperty(IteratorPrototype, name, { value: fn, writable: true, configurable: true });
}
