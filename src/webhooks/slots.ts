/**
 * A counting semaphore, first come first served: `take(n)` resolves once n of the `size` slots are free.
 * Bounds the requests a worker has in flight when jobs carry several deliveries.
 */
export class Slots {
  private free: number;
  private readonly waiting: { n: number; resolve: () => void }[] = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  take(n: number): Promise<void> {
    const wanted = Math.min(n, this.size);
    if (!this.waiting.length && this.free >= wanted) {
      this.free -= wanted;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ n: wanted, resolve }));
  }

  give(n: number): void {
    this.free += Math.min(n, this.size);
    while (this.waiting.length && this.free >= this.waiting[0].n) {
      const next = this.waiting.shift()!;
      this.free -= next.n;
      next.resolve();
    }
  }
}
