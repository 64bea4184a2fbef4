/**
 * Gathers calls made while a round trip is under way into the next one: a first call goes out at once
 * (on the next turn of the event loop), calls arriving meanwhile wait for it and then go out together.
 * Each caller gets its own result; if the round trip fails, every caller in it gets the error.
 */
export class Batcher<In, Out> {
  private waiting: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private busy = false;

  /** `run` answers a batch with one result per input, in order. */
  constructor(private readonly run: (inputs: In[]) => Promise<Out[]>) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.busy) {
        this.busy = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const outs = await this.run(batch.map((b) => b.input));
      batch.forEach((b, i) => b.resolve(outs[i]));
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
    if (this.waiting.length) setImmediate(() => void this.flush());
    else this.busy = false;
  }
}
