// Values made once per key and shared, such as the tables of a game per budget: every caller asks
// for the same one. All are dropped once more than `capacity` are held: a bound on memory, not LRU.

export class BoundedCache<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  /** The value of the key, made by `make` the first time it is asked for. */
  get(key: string, make: () => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      if (this.map.size > this.capacity) this.map.clear();
      value = make();
      this.map.set(key, value);
    }
    return value;
  }
}
