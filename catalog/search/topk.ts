// The first k items of an unsorted list in O(n log k): a page of 20 out of 100,000 servers should not
// cost a full sort.
export function topK<T>(items: Iterable<T>, k: number, cmp: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  // Max-heap on cmp: the root is the worst of the best k so far.
  const heap: T[] = [];
  const up = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i]!, heap[p]!) <= 0) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (cmp(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/**
 * The best k items offered so far (by cmp), held as a max-heap whose root is the worst of them: a search reading
 * its candidates knows at every moment what a new one must beat, where cutting a list down to the best k now and
 * then knows it only after each cut (issue #13). `items` is in heap order, not sorted.
 */
export class Best<T> {
  readonly items: T[] = [];
  readonly #k: number;
  readonly #cmp: (a: T, b: T) => number;

  constructor(k: number, cmp: (a: T, b: T) => number) {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`Best holds a whole number of items, at least 1 (got ${k})`);
    this.#k = k;
    this.#cmp = cmp;
  }

  /** The worst of the best k, once k are held; undefined before. */
  get worst(): T | undefined {
    return this.items.length >= this.#k ? this.items[0] : undefined;
  }

  /** Keeps `item` when it sorts before the worst held (or fewer than k are held), dropping that worst; true if kept. */
  offer(item: T): boolean {
    const heap = this.items;
    const cmp = this.#cmp;
    if (heap.length < this.#k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (cmp(heap[i]!, heap[p]!) <= 0) break;
        [heap[i], heap[p]] = [heap[p]!, heap[i]!];
        i = p;
      }
      return true;
    }
    if (cmp(item, heap[0]!) >= 0) return false;
    heap[0] = item;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return true;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  }
}
